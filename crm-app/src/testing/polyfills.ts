/*
 * What jsdom lacks and the app or React Aria reads: `matchMedia` (the theme, reduced motion),
 * `CSS.escape` (React Aria's modal) and `IntersectionObserver` (the look-up's load-more sentinel,
 * which then never fires). Loaded by the test setup of every component test.
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
