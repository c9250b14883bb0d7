// Public exports of the inputs components; src/index.ts re-exports this list.
export {};
