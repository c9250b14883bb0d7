import { deferred } from '../private/deferred';
import type { DialogProps } from './DialogTypes';

export * from './DialogTypes';

/**
 * A modal dialog 500 px wide (the full width less margins on phones) with a title, a close button
 * (`closeLabel`), a scrolling body and a `footer` for actions. Uncontrolled: pass the opening button as
 * `trigger`. Controlled: `isOpen` and `onOpenChange`. A `Button slot="close"` inside closes it. React Aria
 * traps focus inside and returns it to the trigger on close; Escape and a click outside close it unless
 * `isDismissable={false}` / `isKeyboardDismissDisabled`.
 */
// Loaded when first used (`deferred`): until then its trigger alone (or nothing, while closed), which a
// press (or `isOpen`) turns into the dialog.
export const Dialog = /*#__PURE__*/ deferred<DialogProps>(
  () => import('./DialogWidget'),
  (props) => props.trigger ?? null,
  'dialog',
  (props) => Boolean(props.isOpen || props.defaultOpen),
);
