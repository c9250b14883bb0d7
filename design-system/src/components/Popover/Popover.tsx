import { deferred } from '../private/deferred';
import type { PopoverProps } from './PopoverTypes';

export * from './PopoverTypes';

/**
 * A small non-modal dialog beside its `trigger`, with an arrow, for the spec’s ‘Change’ popovers (edit a
 * user’s role, edit a role’s permissions). Focus moves inside on open; Escape or a click outside closes it
 * and focus returns to the trigger. `children` may be a function of `close`.
 */
// Loaded when first used (`deferred`): until then its trigger alone, which a press turns into the popover.
export const Popover = /*#__PURE__*/ deferred<PopoverProps>(
  () => import('./PopoverWidget'),
  (props) => props.trigger,
  'dialog',
);
