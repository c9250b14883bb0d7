/*
 * What jsdom lacks and the design system's components (React Aria's among them) read: `matchMedia`
 * (`useMediaQuery`: the theme, reduced motion), `CSS.escape` (a modal, a popover) and
 * `IntersectionObserver` (the combo box's load-more sentinel, which then never fires). Loaded by the
 * setup of every component test, the design system's (`test-setup.ts`) and the app's
 * (`crm-app/src/test-setup.ts`): one copy for both.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
