// What makes two customers the same one (issue 42; docs/decisions.md "Issue 42: duplicates"), as SQL
// written once: the possible duplicates' pairs and an import's duplicate checks compare these keys,
// so that a pair the view shows is a duplicate an import refuses, and the other way round.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An e-mail's key: trimmed, in lower case; null when empty. */
export const emailKey = (column: SQLWrapper): SQL<string | null> => sql`nullif(lower(btrim(${column})), '')`;

/**
 * A phone's key: its last nine digits, so that "+380 50 111 22 33", "050-111-22-33" and
 * "380501112233" are one number; null for fewer than seven digits (an extension, a typo).
 */
export const phoneKey = (column: SQLWrapper): SQL<string | null> =>
  sql`(select case when length(d) >= 7 then right(d, 9) end
        from (select regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') as d) digits)`;

/** A name's key: in lower case, without spaces ("Anna  Koval" and "annakoval" are one). */
export const nameKey = (column: SQLWrapper): SQL<string> =>
  sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/**
 * The shortest name key whose one-letter variants are compared: a shorter name ("Ivo", "Li") is one
 * letter from too many others, and matches by case and spaces only.
 */
export const NAME_VARIANTS_FROM = 5;
