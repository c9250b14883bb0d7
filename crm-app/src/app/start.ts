/**
 * Where the two entries meet (issue 41): the sign-in page's own (`src/sign-in.tsx`) and the app's
 * (`src/main.tsx`), which the document's inline script starts (crm-app/build/plugins.ts
 * `startFromDocument`). While the sign-in page is on screen, a chunk its code step loads may bring
 * the app's entry along; the app then waits (`app`) until the sign-in page hands over.
 */
export const start = window as Window & {
  /** The sign-in page's own entry is running: the app's entry does not start by itself. */
  doorlineSignInPage?: boolean;
  /** The app's start, when its entry has loaded under the sign-in page. */
  doorlineApp?: () => void;
  /** Set by the document's script under the sign-in page: loads the app's entry (which starts it). */
  doorlineStartApp?: () => void;
};
