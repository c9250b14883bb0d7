// Public exports of the layout components; src/index.ts re-exports this list.
export {};
