// What copying a quote reads of its source (issue 43, part 5; docs/decisions.md "Issue 43, part 5"):
// each item, in its order, with what a copy needs of it (a configured door's configuration). Re-pricing
// a quote reads the same, with each item's id and line discount.
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { items } from '../schema.js';

/** The items of a record, in their order, with a configured door's configuration. */
export function itemsToCopy(db: Queryable, orderId: number) {
  return db
    .select({
      id: items.id,
      kind: items.kind,
      description: items.description,
      price: items.price,
      discountPercent: items.discountPercent,
      configuration: items.configuration,
    })
    .from(items)
    .where(eq(items.orderId, orderId))
    .orderBy(asc(items.position), asc(items.id));
}
