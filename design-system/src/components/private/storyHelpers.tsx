// Helpers for the stories (their controls and play functions) only; nothing here is exported from the package.
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Queries over the whole page: popovers, dialogs and toasts render in portals outside the story's canvas. */
export function withinPage(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until no popup of this role (dialog, menu, listbox, tooltip) is left on the page. */
export function waitUntilClosed(canvasElement: HTMLElement, role: string) {
  return waitFor(() => expect(withinPage(canvasElement).queryByRole(role)).not.toBeInTheDocument());
}

/** Waits until the popup has closed and focus is back on the control that opened it. */
export async function waitUntilClosedOnto(canvasElement: HTMLElement, role: string, trigger: HTMLElement) {
  await waitUntilClosed(canvasElement, role);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** A click turns the control on and Space turns it off again; `onChange` hears both. */
export async function expectToggledByClickAndSpace(control: HTMLElement, onChange: unknown) {
  await userEvent.click(control);
  await expect(control).toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(true);
  await userEvent.keyboard(' ');
  await expect(control).not.toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(false);
}

/** The control is disabled, and a click that reaches it anyway never calls `handler`. */
export async function expectDisabledIgnoringClicks(control: HTMLElement, handler: unknown) {
  await expect(control).toBeDisabled();
  await userEvent.click(control, { pointerEventsCheck: 0 });
  await expect(handler).not.toHaveBeenCalled();
}

/** The control is invalid and describes itself with the error (after any help text). */
export async function expectErrorMessage(control: HTMLElement, message: string | RegExp) {
  await expect(control).toBeInvalid();
  await expect(control).toHaveAccessibleDescription(message);
}

/**
 * Clicks the button and expects `onPress` to have run exactly once. The spy is a module-level `fn()` that
 * a story passes in its args, so it is cleared first of calls from an earlier run.
 */
export async function expectPressedOnce(button: HTMLElement, onPress: { mockClear(): unknown }) {
  onPress.mockClear();
  await userEvent.click(button);
  await expect(onPress).toHaveBeenCalledOnce();
}

/** Clicks the control and waits for the popup it opens (a dialog, menu or listbox, in a portal). */
export async function clickToOpen(trigger: HTMLElement, role: string, options?: { name?: string | RegExp }) {
  await userEvent.click(trigger);
  return withinPage(trigger).findByRole(role, options);
}

/**
 * Presses `keys` on the focused trigger and waits for the popup it opens (in a portal) and for focus to be
 * inside it. Keys typed before that would reach the trigger: a deferred widget's stand-in while its code
 * loads, or the widget's own until React Aria moves focus into the popup.
 */
export async function keyToOpen(
  trigger: HTMLElement,
  keys: string,
  role: string,
  options?: { name?: string | RegExp },
) {
  await userEvent.keyboard(keys);
  const popup = await withinPage(trigger).findByRole(role, options);
  await waitFor(() => expect(popup.contains(popup.ownerDocument.activeElement)).toBe(true));
  return popup;
}

/**
 * Opens the popup (a dialog or a menu, in a portal) of the button named `trigger`, with a click or,
 * `by: 'keyboard'`, with Tab onto it and Enter, and waits for it; returns both, so that the story can
 * check where focus goes back to.
 */
export async function openFromTrigger(
  canvas: Pick<ReturnType<typeof within>, 'getByRole'>,
  trigger: string | RegExp,
  role: string,
  { by = 'click', ...options }: { name?: string | RegExp; by?: 'click' | 'keyboard' } = {},
) {
  const button = canvas.getByRole('button', { name: trigger });
  let popup: HTMLElement;
  if (by === 'click') popup = await clickToOpen(button, role, options);
  else {
    await tabOnto(button);
    popup = await keyToOpen(button, '{Enter}', role, options);
  }
  // The trigger as it is now: a deferred widget's stand-in gave way to the widget's own (`deferred`).
  return { trigger: canvas.getByRole('button', { name: trigger, hidden: true }), popup };
}

/** Presses Tab and waits until focus has landed on the control (the keyboard's way into a story). */
export async function tabOnto(control: HTMLElement) {
  await userEvent.tab();
  await waitFor(() => expect(control).toHaveFocus());
}

/** Renders the story in a box of this style: a field's width, or room for the popup it opens. */
export function inFrame(style: CSSProperties): Decorator {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}

/**
 * Storybook controls for props whose values are the component's exported `as const` lists
 * (`buttonVariants`): `inline-radio` shows a list as radio buttons, `select` (a long one) as a select.
 */
export function controlsFor<Prop extends string>(
  control: 'inline-radio' | 'select',
  lists: Record<Prop, readonly unknown[]>,
) {
  return Object.fromEntries(
    Object.entries<readonly unknown[]>(lists).map(([prop, options]) => [prop, { control, options }]),
  ) as Record<Prop, { control: typeof control; options: readonly unknown[] }>;
}
