// Public exports of the pickers components; src/index.ts re-exports this list.
export {};
