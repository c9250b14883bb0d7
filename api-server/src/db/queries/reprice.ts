// What re-pricing a quote writes (issue 43, part 5; docs/decisions.md "Issue 43, part 5: re-pricing a
// quote (the decisions)"): a configured item's values priced again today, its line discount kept.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { items } from '../schema.js';
import type { insertItem } from './quotes.js';

/** Writes an item's new values (what `insertItem` writes of a door); its line discount is not touched. */
export async function updateItemValues(
  db: Queryable,
  itemId: number,
  values: Parameters<typeof insertItem>[3],
  at: Date,
) {
  await db
    .update(items)
    .set({ ...values, updatedAt: at })
    .where(eq(items.id, itemId));
}
