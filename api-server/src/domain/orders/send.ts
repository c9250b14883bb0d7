/*
 * "Send to customer" (issue 28; docs/sales-flow.md "Sending a quote"): a quote's PDF by e-mail. The
 * PDF is drawn in the request, then queued with the message in the outbox and written into the
 * record's history in one transaction; the worker sends it afterwards, so a slow or failing mail
 * server never holds the answer and a restart loses nothing. Limited per record and per user.
 */
import type { DealerScope } from '../scope.js';
import { isSendableStatus, serverMessage, type SendOrderBody } from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import { insertRecordEvent } from '../../db/queries/order-record.js';
import { conflict } from '../errors.js';
import { countWithinLimit } from '../identity/throttle.js';
import type { AuthUser } from '../identity/sessions.js';
import { enqueue, type Messages } from '../messages/messages.js';
import { documentFileName, drawRecord, type Company } from './document.js';
import { orderDetails } from './orders.js';

/** At most 5 sendings of one record and 20 by one user an hour (docs/sales-flow.md). */
export const SEND_LIMITS = {
  record: { max: 5, windowSeconds: 3600 },
  user: { max: 20, windowSeconds: 3600 },
} as const;

export interface SendContext {
  company: Company;
  messages: Pick<Messages, 'wake'>;
  at: Date;
}

/** Sends the quote's PDF to `body.email`; 404 as the details page, 409 for a non-quote or no customer e-mail. */
export async function sendToCustomer(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: SendOrderBody,
  context: SendContext,
) {
  const { at } = context;
  const order = await orderDetails(db, user, scope, id);
  if (!isSendableStatus(order.status))
    throw conflict(serverMessage('quoteNotSendable', { number: order.orderNumber, status: order.status }));
  if (!order.customer.contact?.email) throw conflict(serverMessage('noCustomerEmail'));
  const email = body.email.trim().toLowerCase();
  const fileName = documentFileName(order);
  // Drawn before the transaction: a transaction never waits on work outside the database.
  const content = await drawRecord(db, order, body.lang ?? 'en', context.company, at);
  await db.transaction(async (tx) => {
    await countWithinLimit(tx, `send:record:${id}`, SEND_LIMITS.record, at, ({ minutes }) =>
      serverMessage('quoteSentRecently', { minutes }),
    );
    await countWithinLimit(tx, `send:user:${user.id}`, SEND_LIMITS.user, at, ({ minutes }) =>
      serverMessage('tooManySent', { minutes }),
    );
    await enqueue(tx, at, 'email', email, body.subject.trim(), body.message, [
      { fileName, contentType: 'application/pdf', content },
    ]);
    await insertRecordEvent(tx, {
      orderId: id,
      action: 'send',
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      detail: email,
      createdAt: at,
    });
  });
  context.messages.wake();
  return {
    message: serverMessage('quoteSent', { number: order.orderNumber, email }).text,
    data: { email, fileName },
  };
}
