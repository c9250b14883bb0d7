// A line's discount by hand, a role's maximum and the approval above it (issue 43, part 4;
// docs/decisions.md "Issue 43, part 4: a line discount by hand and its approval").
import { type ItemDiscountBody, type RoleLineDiscountBody, serverMessage } from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import {
  findScopedItem,
  lineNumbers,
  maxLineDiscountOf,
  updateItemDiscount,
  updateRoleMaxLineDiscount,
} from '../../db/queries/line-discounts.js';
import { findOrderAccess, insertRecordEvent, listAllItems } from '../../db/queries/order-record.js';
import { updateEditable } from '../../db/queries/quotes.js';
import type { ScopedId } from '../../db/queries/scope.js';
import { findRoleRecord } from '../../db/queries/roles.js';
import { recordAudit } from '../administration/audit.js';
import { ROLE_NOT_FOUND } from '../administration/roles.js';
import { conflict, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { withAmount } from '../orders/line-amounts.js';
import { refusal } from '../orders/orders.js';
import type { DealerScope } from '../scope.js';

/**
 * `PATCH /items/{id}/discount`: under the rule of adding an item (a draft or rejected quote, else
 * 409; another dealer's item or a missing one 404). Any discount 0 to 100 is taken: above the giver's
 * role's maximum, the line needs an approval. Writes a `discount` event in the record's history.
 */
export async function setItemDiscount(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  itemId: number,
  body: ItemDiscountBody,
  at: Date,
) {
  const item = await findScopedItem(db, scope, itemId);
  if (!item) throw notFound();
  return db.transaction(async (tx) => {
    if (!(await updateEditable(tx, item.orderId, scope, { updatedAt: at })))
      throw await refusal(tx, scope, item.orderId);
    const answer = await updateItemDiscount(tx, item.id, body.discountPercent, user.id, at);
    const order = (await findOrderAccess(tx, scope, item.orderId))!;
    const line = (await lineNumbers(tx, item.orderId)).get(item.id)!;
    await insertRecordEvent(tx, {
      orderId: item.orderId,
      action: 'discount',
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      // Its figures, which the history writes in the reader's language (`OrderEvent.detail`).
      detail: JSON.stringify({ line, discountPercent: body.discountPercent }),
      createdAt: at,
    });
    return withAmount(answer);
  });
}

/**
 * `PATCH /roles/{id}/line-discount`: the most the role's users give on a line by hand, written to the
 * role's trail (`role.line_discount_changed`) when it changes.
 */
export async function setRoleLineDiscount(
  db: Db,
  caller: AuthUser,
  roleId: number,
  body: RoleLineDiscountBody,
  at: Date,
) {
  await db.transaction(async (tx) => {
    const before = await findRoleRecord(tx, roleId);
    if (!before || !(await updateRoleMaxLineDiscount(tx, roleId, body.maxLineDiscount, at)))
      throw notFound(ROLE_NOT_FOUND);
    if (before.maxLineDiscount !== body.maxLineDiscount)
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'role',
        subjectId: roleId,
        action: 'role.line_discount_changed',
        before: { maxLineDiscount: before.maxLineDiscount },
        after: { maxLineDiscount: body.maxLineDiscount },
        at,
      });
  });
  return (await findRoleRecord(db, roleId))!;
}

/**
 * The approve step's check (docs/sales-flow.md "Approve"): every line whose discount is above its
 * giver's maximum must be within the approver's; else 409 `lineDiscountAboveMaximum` naming the
 * first such line, before anything is written.
 */
export async function checkLineDiscountApproval(db: Queryable, orderId: ScopedId, approverId: number) {
  const above = (await listAllItems(db, orderId))
    .map((item, index) => ({ line: index + 1, ...item }))
    .filter((item) => item.needsApproval);
  if (above.length === 0) return;
  const max = await maxLineDiscountOf(db, approverId);
  const refused = above.find((item) => item.discountPercent > max);
  if (refused)
    throw conflict(
      serverMessage('lineDiscountAboveMaximum', {
        line: refused.line,
        discount: refused.discountPercent,
        max,
      }),
    );
}
