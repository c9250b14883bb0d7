// Helpers for the stories' play functions only; nothing here is exported from the package.
import { within } from 'storybook/test';

/** Queries over the whole page: popovers, dialogs and toasts render in portals outside the story's canvas. */
export function withinPage(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}
