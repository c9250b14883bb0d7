// A door model's picture (issue 43; docs/decisions.md "Issue 43: a model's picture"): its key in the
// file store read with the row locked, so that two uploads at once each remove the picture they replace.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { productModels } from '../schema.js';

/** The model's picture key (null: none), its row locked until the transaction ends; null: no model. */
export async function lockModelPicture(
  db: Queryable,
  id: number,
): Promise<{ pictureKey: string | null } | null> {
  const [row] = await db
    .select({ pictureKey: productModels.pictureKey })
    .from(productModels)
    .where(eq(productModels.id, id))
    .for('update');
  return row ?? null;
}
