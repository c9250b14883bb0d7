// What makes two customers the same one (issue 42; docs/decisions.md "Issue 42: possible duplicates
// kept, not computed"), written once as SQL functions of migration 0024: `customer_email_key`,
// `customer_phone_key` and `customer_name_key`, and `refresh_customer_keys`, which a trigger of
// `customers` runs to keep each customer's keys (`customer_keys`) and the pairs they make
// (`customer_pairs`). An import's duplicate check calls the same functions, so that a pair the view
// shows is a duplicate an import refuses, and the other way round.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An e-mail's key: trimmed, in lower case; null when empty. */
export const emailKey = (column: SQLWrapper): SQL<string | null> => sql`customer_email_key(${column})`;

/**
 * A phone's key: its last nine digits, so that "+380 50 111 22 33", "050-111-22-33" and
 * "380501112233" are one number; null for fewer than seven digits (an extension, a typo).
 */
export const phoneKey = (column: SQLWrapper): SQL<string | null> => sql`customer_phone_key(${column})`;

/** A name's key: in lower case, without spaces ("Anna  Koval" and "annakoval" are one). */
export const nameKey = (column: SQLWrapper): SQL<string> => sql`customer_name_key(${column})`;
