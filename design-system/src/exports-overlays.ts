// Public exports of the overlays components; src/index.ts re-exports this list.
export {};
