// Shared by seed.mjs and run.mjs.
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/doorline_bench';
/** The password of every seeded user. */
export const BENCH_PASSWORD = 'bench-Doorline-2026!';
/** An organization Administrator. */
export const ADMIN_EMAIL = 'bench.admin@doorline.test';
/** The Dealer admin of dealer 1. */
export const DEALER_EMAIL = 'bench.dealer1.admin@doorline.test';
/** Dealer 1's id (the first dealer seed.mjs inserts), for the plain SQL of that admin's shapes. */
export const DEALER_ID = 1;
/** A Production manager: seed.mjs gives the odd-numbered organization staff after the first that role. */
export const PRODUCTION_EMAIL = 'staff3@doorline.test';
