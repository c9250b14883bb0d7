/**
 * Kept for the screens that still import it; the dates live in `./dates` (formatDay, formatDateTime).
 * @deprecated import from `@/lib/dates`.
 */
export { formatDateTime } from './dates';
