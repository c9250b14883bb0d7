/**
 * The signed-in user (`GET /auth/get-me`). Several features read it, so its query options live in the shared
 * `@/lib/auth`; the account feature's screens read it from here.
 */
export { meQueryOptions, useMe } from '@/lib/auth';
