// Public exports of the data components; src/index.ts re-exports this list.
export {};
