import { deferred } from '../private/deferred';
import { MenuButtonTrigger, type MenuButtonProps } from './MenuButtonTrigger';

export * from './MenuButtonTrigger';

/**
 * A button that opens a menu of actions, e.g. the status-dependent actions of an order row (submit,
 * approve, cancel). Items may be grouped in sections; `tone="critical"` marks destructive ones; items with
 * `href` are links. `onAction(id)` is called for the others. Icon-only triggers need `aria-label`.
 */
// Loaded when first used (`deferred`): until then its trigger alone, which a press turns into the menu.
export const MenuButton = /*#__PURE__*/ deferred<MenuButtonProps>(
  () => import('./MenuButtonWidget'),
  (props) => <MenuButtonTrigger {...props} />,
  'menu',
);
