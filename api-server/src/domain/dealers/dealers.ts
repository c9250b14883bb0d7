// Dealer companies (issue 11; docs/permissions.md "Dealers"): the list and look-up, a dealer's
// profile, creating a dealer, changing one section of its profile or its status (each change in the
// audit trail, in its transaction), and the dealer users the quote form picks from. A dealer user sees
// and changes only their own dealer (their scope); any other answers 404. Who may change which section
// is the route's guard (`dealerAccess`, `updateDealerTask`).
import {
  type CreateDealerBody,
  type Dealer,
  DEFAULT_DISCOUNT,
  dealerAdmitsUsers,
  type dealerList,
  type DealerDetails,
  type DealersQuery,
  mayChangeDealerStatus,
  orderStages,
  serverMessage,
  type UpdateDealerBody,
  sortOf,
} from '@doorline/api-client';
import type { Db, Queryable, Tx } from '../../db/index.js';
import { insertAuditEvents } from '../../db/queries/audit.js';
import {
  activateInvitedDealer,
  dealerSalesCounts,
  dealerUserCount,
  endDealerSessions,
  findDealer,
  findDealerRecord,
  insertDealers,
  listDealers,
  listDealerUsers,
  lockDealer,
  updateDealer,
  type DealerChanges,
  type DealerRecord,
} from '../../db/queries/dealers.js';
import { signalDealerSessionsEnded } from '../../db/queries/notifications.js';
import type { ContactInfo } from '../../db/schema.js';
import { storedContact } from '../account/account.js';
import { recordAudit, visibleTrail, type AuditEntry } from '../administration/audit.js';
import { conflict, invalidField, notFound } from '../errors.js';
import { accountRefusal, type AuthUser } from '../identity/sessions.js';
import { notify, type ChangeContext } from '../notifications/notify.js';
import { DEALER_NOT_FOUND } from '../orders/orders.js';
import { csvTimestamp } from '../exports/csv.js';
import type { ListCells } from '../exports/list-export.js';
import { pageAnswer } from '../pages.js';
import type { DealerScope } from '../scope.js';

export const AT_LEAST_TWO = serverMessage('atLeastTwo');

/** `GET /dealers` (and `/companies`): the list and the look-up, newest first, with `hasMore`. */
export async function dealersPage(db: Queryable, scope: DealerScope, query: DealersQuery) {
  const filter = {
    status: query.status,
    search: query.search,
    id: query.id,
    scope,
    sort: sortOf(query),
  };
  const answer = await pageAnswer(query, (page) => listDealers(db, filter, page));
  const { page, limit, count } = answer.pagination;
  return { ...answer, hasMore: page * limit < count };
}

/** `GET /dealers/{id}`: the profile with its main records per stage and its number of users. */
export async function dealerDetails(db: Queryable, scope: DealerScope, id: number): Promise<DealerDetails> {
  const dealer = await findDealerRecord(db, scope, id);
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  const [counts, userCount] = await Promise.all([
    dealerSalesCounts(db, dealer.id),
    dealerUserCount(db, dealer.id),
  ]);
  const salesCounts = Object.fromEntries(
    orderStages.map((stage) => [stage, 0]),
  ) as DealerDetails['salesCounts'];
  for (const { stage, n } of counts) salesCounts[stage] = n;
  return { ...dealer, salesCounts, userCount };
}

export const dealerTrail = visibleTrail('dealer', async (db, scope, id) => {
  if (!(await findDealer(db, scope, id))) throw notFound(DEALER_NOT_FOUND);
});

/** A new dealer: `POST /dealers`'s name and description, and what an import's row gives besides. */
export interface NewDealer {
  name: string;
  description: string;
  /** None: `DEFAULT_DISCOUNT` (spec §9). */
  discount?: number | undefined;
  contact?: ContactInfo | null | undefined;
  responsibleContact?: ContactInfo | null | undefined;
  /** The file and line an import read it from, which its `dealer.created` names. */
  imported?: { file: string; line: number } | undefined;
}

/**
 * Writes new dealers as spec §5 "Dealer create" makes one: invited until its first user registers
 * (docs/permissions.md), the discount 0 unless given, each with its `dealer.created` in its trail; in
 * the caller's transaction (`POST /dealers`'s one, an import's many). Their ids, in order.
 */
export async function insertNewDealers(
  tx: Queryable,
  caller: Pick<AuthUser, 'id'>,
  dealers: readonly NewDealer[],
  at: Date,
): Promise<number[]> {
  const rows = dealers.map(({ name, description, discount, contact, responsibleContact }) => ({
    name,
    description,
    discount: discount ?? DEFAULT_DISCOUNT,
    status: 'invited' as const,
    contact: contact ?? null,
    responsibleContact: responsibleContact ?? null,
  }));
  const ids = await insertDealers(
    tx,
    rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })),
  );
  await insertAuditEvents(
    tx,
    ids.map((id, index) => {
      const { contact, responsibleContact, ...account } = rows[index]!;
      const { imported } = dealers[index]!;
      return {
        actorId: caller.id,
        subjectType: 'dealer' as const,
        subjectId: id,
        action: 'dealer.created' as const,
        before: null,
        after: {
          ...account,
          ...(contact ? { contact } : {}),
          ...(responsibleContact ? { responsibleContact } : {}),
          ...(imported ? { imported } : {}),
        },
        createdAt: at,
      };
    }),
  );
  return ids;
}

/** Spec §5 "Dealer create": discount 0; invited until its first user registers (docs/permissions.md). */
export async function createDealer(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  body: CreateDealerBody,
  at: Date,
) {
  const name = body.name.trim();
  const description = body.description.trim();
  if (name.length < 2) throw invalidField('name', AT_LEAST_TWO);
  if (description.length < 2) throw invalidField('description', AT_LEAST_TWO);
  const [id] = await db.transaction((tx) => insertNewDealers(tx, caller, [{ name, description }], at));
  return dealerDetails(db, scope, id!);
}

type Change = { columns: DealerChanges } & Pick<AuditEntry, 'action' | 'before' | 'after'>;

const sameContact = (a: ContactInfo, b: ContactInfo) => JSON.stringify(a) === JSON.stringify(b);

/** The columns one section of `PATCH /dealers/{id}` changes, with the trail's before and after; null: none. */
function sectionChange(dealer: DealerRecord, body: UpdateDealerBody): Change | null {
  if (body.status !== undefined) {
    if (!mayChangeDealerStatus(dealer.status, body.status))
      throw conflict(serverMessage('dealerStatusChange', { from: dealer.status, to: body.status }));
    return {
      columns: { status: body.status },
      action: 'dealer.status_changed',
      before: { status: dealer.status },
      after: { status: body.status },
    };
  }
  for (const [key, action] of [
    ['contact', 'dealer.contact_changed'],
    ['responsibleContact', 'dealer.responsible_contact_changed'],
  ] as const) {
    const input = body[key];
    if (input === undefined) continue;
    const next = storedContact({ ...input, name: input.name.trim() });
    if (!next.name) throw invalidField(`${key}.name`, serverMessage('required'));
    if (sameContact(dealer[key], next)) return null;
    return { columns: { [key]: next }, action, before: { [key]: dealer[key] }, after: { [key]: next } };
  }
  const wanted: Partial<Pick<DealerRecord, 'name' | 'description' | 'discount'>> = {};
  if (body.name !== undefined) {
    wanted.name = body.name.trim();
    if (!wanted.name) throw invalidField('name', serverMessage('required'));
  }
  if (body.description !== undefined) wanted.description = body.description.trim();
  if (body.discount !== undefined) wanted.discount = body.discount;
  const changed = (Object.keys(wanted) as Array<keyof typeof wanted>).filter(
    (key) => wanted[key] !== dealer[key],
  );
  if (changed.length === 0) return null;
  const pick = (source: Partial<DealerRecord>) => Object.fromEntries(changed.map((k) => [k, source[k]]));
  return {
    columns: pick(wanted) as DealerChanges,
    action: 'dealer.account_changed',
    before: pick(dealer),
    after: pick(wanted),
  };
}

/**
 * `PATCH /dealers/{id}`: one section, in one transaction with the dealer's row locked, writing only
 * that section's columns (two people changing different sections both keep their change). A status
 * that admits no users ends their sessions at once; the sign-in checks refuse them from then on. A
 * new status or discount notifies the dealer's administrators (docs/notifications.md).
 */
export async function changeDealer(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  id: number,
  body: UpdateDealerBody,
  context: ChangeContext,
) {
  // Spec §7's `{ dealerId }` names the dealer of the address, never another (issue 40).
  if (body.dealerId !== undefined && body.dealerId !== id)
    throw invalidField('dealerId', serverMessage('dealerIdMismatch', { id }));
  const { at } = context;
  await db.transaction(async (tx) => {
    const dealer = await lockDealer(tx, scope, id);
    if (!dealer) throw notFound(DEALER_NOT_FOUND);
    const change = sectionChange(dealer, body);
    if (!change) return;
    const { columns, ...entry } = change;
    await updateDealer(tx, id, columns, at);
    if (columns.status !== undefined && !dealerAdmitsUsers(columns.status)) {
      await endDealerSessions(tx, id, at);
      // Their streams end too, saying why (docs/notifications.md "The live stream").
      const reason = accountRefusal({ status: 'active', dealerStatus: columns.status });
      if (reason) await signalDealerSessionsEnded(tx, id, reason.code);
    }
    await recordAudit(tx, { actorId: caller.id, subject: 'dealer', subjectId: id, ...entry, at });
    const name = columns.name ?? dealer.name;
    if (columns.status !== undefined)
      await notifyDealerStatus(tx, caller.id, { id, name, status: columns.status }, context);
    if (columns.discount !== undefined)
      await notify(tx, 'dealerDiscountChanged', {
        actor: caller,
        about: { kind: 'dealer', id },
        params: { dealer: name, discount: columns.discount },
        change: context,
      });
  });
  return dealerDetails(db, scope, id);
}

/** A dealer's new status, to its administrators: `status` is the key, which the app names. */
function notifyDealerStatus(
  tx: Tx,
  actorId: number,
  dealer: { id: number; name: string; status: string },
  change: ChangeContext,
) {
  return notify(tx, 'dealerStatusChanged', {
    actor: { id: actorId },
    about: { kind: 'dealer', id: dealer.id },
    params: { dealer: dealer.name, status: dealer.status },
    change,
  });
}

/**
 * The first registration of a user of an invited dealer makes the dealer active, in the
 * registration's transaction (docs/permissions.md "Dealers"), and notifies as any status change
 * (that user is the actor; other users of an invited dealer have not registered yet, so in practice
 * nobody is notified, but the rule is the same).
 */
export async function activateOnRegistration(
  tx: Tx,
  dealerId: number,
  userId: number,
  change: ChangeContext,
) {
  const { at } = change;
  const dealer = await activateInvitedDealer(tx, dealerId, at);
  if (!dealer) return;
  await notifyDealerStatus(tx, userId, { id: dealerId, name: dealer.name, status: 'active' }, change);
  await recordAudit(tx, {
    actorId: userId,
    subject: 'dealer',
    subjectId: dealerId,
    action: 'dealer.status_changed',
    before: { status: 'invited' },
    after: { status: 'active' },
    at,
  });
}

/** `GET /dealers/{id}/users`: the dealer's active users (the salesman pick). */
export async function dealerUsers(db: Db, scope: DealerScope, dealerId: number) {
  const dealer = await findDealer(db, scope, dealerId);
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  return { data: await listDealerUsers(db, dealer.id) };
}

/** The dealers list's file (issue 28): each column's cell. */
export const dealerCells: ListCells<typeof dealerList, Dealer> = {
  name: (dealer) => dealer.name,
  description: (dealer) => dealer.description,
  status: (dealer, words) => words.status.dealerStatus[dealer.status],
  created: (dealer) => csvTimestamp(dealer.createdAt),
  updated: (dealer) => csvTimestamp(dealer.updatedAt),
};
