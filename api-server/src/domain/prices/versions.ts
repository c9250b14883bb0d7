// The price lists and their versions (issue 43, part 2; docs/permissions.md "Prices"): the lists with
// their versions, a version with its prices, and a draft's life: made by copying a version, its model
// and option prices set, published from a day on (then never changed again) or deleted. A dealer
// user never sees a draft: it answers as a missing version. Every write is one transaction with the
// version's row locked, so a price set while the version is published either lands before it or is
// refused (409).
import {
  calendarDay,
  type CreatePriceVersionBody,
  type ModelPrice,
  type Names,
  type OptionPrice,
  type PriceList,
  type PriceVersion,
  type PriceVersionPrices,
  type PublishPriceVersionBody,
  serverMessage,
} from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import {
  copyPrices,
  deleteDraft,
  findModel,
  findOption,
  findVersion,
  insertVersion,
  listPriceLists,
  listVersions,
  lockPriceList,
  modelPricesOf,
  nextVersionNumber,
  optionPricesOf,
  publishDraft,
  unpricedCodes,
  upsertModelPrice,
  upsertOptionPrice,
  versionsInForce,
  type ModelRow,
  type VersionRow,
} from '../../db/queries/prices.js';
import { dealerListId, listVisibleToDealer } from '../../db/queries/dealer-lists.js';
import { recordAudit } from '../administration/audit.js';
import { conflict, DomainError, invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import type { DealerScope } from '../scope.js';

export const PRICE_VERSION_NOT_FOUND = serverMessage('priceVersionNotFound');
export const MODEL_NOT_FOUND = serverMessage('modelNotFound');
export const OPTION_NOT_FOUND = serverMessage('optionNotFound');
const PUBLISHED = serverMessage('priceVersionPublished');
/** The codes a refused publishing names, at most this many (the rest as "…"). */
const MISSING_NAMED = 10;

/** A version's row as the contract's `PriceVersion`; `inForce` from each list's version in force today. */
export const versionOf = (row: VersionRow, inForce: ReadonlyMap<number, number>): PriceVersion => ({
  id: row.id,
  priceListId: row.priceListId,
  number: row.number,
  names: row.names,
  status: row.status,
  effectiveFrom: row.effectiveFrom,
  inForce: inForce.get(row.priceListId) === row.id,
  copiedFromId: row.copiedFromId,
  createdAt: row.createdAt.toISOString(),
  publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
});

/**
 * Whether the caller sees the version: a dealer user sees published versions of the list price and of
 * their own dealer's list only (docs/decisions.md "Issue 43: a dealer's own price list").
 */
export async function versionVisibleTo(db: Queryable, scope: DealerScope, row: VersionRow): Promise<boolean> {
  if (scope.kind === 'organization') return true;
  return row.status === 'published' && (await listVisibleToDealer(db, row.priceListId, scope.dealerId));
}

/**
 * `GET /prices/lists`: every list with its versions, newest first; a dealer user's published only, of
 * the list price and their own dealer's list.
 */
export async function priceListsOf(db: Queryable, scope: DealerScope, at: Date): Promise<PriceList[]> {
  const every = await listPriceLists(db);
  const ownList = scope.kind === 'dealer' ? await dealerListId(db, scope.dealerId) : null;
  const lists =
    scope.kind === 'dealer' ? every.filter((list) => list.isDefault || list.id === ownList) : every;
  const versions = await listVersions(db, { publishedOnly: scope.kind === 'dealer' });
  const inForce = await versionsInForce(db, calendarDay(at));
  return lists.map((list) => ({
    id: list.id,
    code: list.code,
    names: list.names,
    isDefault: list.isDefault,
    versions: versions.filter((v) => v.priceListId === list.id).map((v) => versionOf(v, inForce)),
  }));
}

/** The version as its row, when the caller may see it; 404 otherwise, as a missing one. */
export async function visibleVersion(db: Queryable, scope: DealerScope, id: number): Promise<VersionRow> {
  const row = await findVersion(db, id);
  if (!row || !(await versionVisibleTo(db, scope, row))) throw notFound(PRICE_VERSION_NOT_FOUND);
  return row;
}

/** A version as answered after a change, with whether it is in force today. */
async function answeredVersion(db: Queryable, row: VersionRow, at: Date): Promise<PriceVersion> {
  return versionOf(row, await versionsInForce(db, calendarDay(at), [row.priceListId]));
}

/** `GET /prices/versions/{id}`: the version with every model's and option's price. */
export async function versionDetails(
  db: Queryable,
  scope: DealerScope,
  id: number,
  at: Date,
): Promise<PriceVersionPrices> {
  const row = await visibleVersion(db, scope, id);
  return {
    version: await answeredVersion(db, row, at),
    models: await modelPricesOf(db, row.id),
    options: await optionPricesOf(db, row.id),
  };
}

/** Names as stored: trimmed, none empty (a 400 on `{path}.{language}`). */
export function storedNames(names: Names, path = 'names'): Names {
  const stored = { en: names.en.trim(), uk: names.uk.trim(), ru: names.ru.trim() };
  for (const language of ['en', 'uk', 'ru'] as const)
    if (!stored[language]) throw invalidField(`${path}.${language}`, serverMessage('required'));
  return stored;
}

/** A version as the audit trail keeps it. */
const auditedVersion = (row: VersionRow) => ({
  priceListId: row.priceListId,
  number: row.number,
  names: row.names,
  status: row.status,
  effectiveFrom: row.effectiveFrom,
  copiedFromId: row.copiedFromId,
});

/**
 * `POST /prices/versions`: a new draft of the copied version's list (or of the list `priceListId`
 * names: a new list's first draft copies another list's version), numbered after its list's last,
 * with the copied version's prices; a version that is not there answers 404, as on every endpoint
 * that names one (docs/permissions.md "Prices"), a list that is not there a 400 on `priceListId`.
 * The trail has `price_version.created`.
 */
export async function createDraft(
  db: Db,
  caller: AuthUser,
  body: CreatePriceVersionBody,
  at: Date,
): Promise<PriceVersion> {
  const names = storedNames(body.names);
  const row = await db.transaction(async (tx) => {
    // The source locked too: a draft deleted meanwhile is not copied (its row would be gone).
    const source = await findVersion(tx, body.copyFrom, { lock: true });
    if (!source) throw notFound(PRICE_VERSION_NOT_FOUND);
    const priceListId = body.priceListId ?? source.priceListId;
    if (!(await lockPriceList(tx, priceListId)))
      throw invalidField('priceListId', serverMessage('priceListNotFound'));
    const draft = await insertVersion(tx, {
      priceListId,
      number: await nextVersionNumber(tx, priceListId),
      names,
      status: 'draft',
      copiedFromId: source.id,
      createdById: caller.id,
      createdAt: at,
    });
    await copyPrices(tx, source.id, draft.id);
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'price_version',
      subjectId: draft.id,
      action: 'price_version.created',
      after: auditedVersion(draft),
      at,
    });
    return draft;
  });
  return answeredVersion(db, row, at);
}

const required = (path: string, kind: string) =>
  invalidField(path, serverMessage('priceFieldRequired', { kind }));

/** Refuses sizes that are not each larger than the one before. */
function ascending(sizes: readonly number[], path: string) {
  if (sizes.some((size, i) => i > 0 && size <= sizes[i - 1]!))
    throw invalidField(path, serverMessage('ascending'));
}

/**
 * A model price as stored: its kind's fields present (and only those), a table's widths and heights
 * ascending, one row of cells per height and one cell per width. The sizes' own limits (1 mm and
 * more) are the contract's.
 */
export function checkedModelPrice(price: ModelPrice): ModelPrice {
  if (price.kind === 'perSquareMetre') {
    if (price.rate === undefined) throw required('rate', price.kind);
    if (price.minimum === undefined) throw required('minimum', price.kind);
    return { kind: price.kind, rate: price.rate, minimum: price.minimum };
  }
  const { table } = price;
  if (!table) throw required('table', price.kind);
  ascending(table.widths, 'table.widths');
  ascending(table.heights, 'table.heights');
  if (
    table.cells.length !== table.heights.length ||
    table.cells.some((row) => row.length !== table.widths.length)
  )
    throw invalidField('table.cells', serverMessage('tableShape'));
  return {
    kind: price.kind,
    table: { widths: table.widths, heights: table.heights, cells: table.cells, between: table.between },
  };
}

/**
 * A table must price every size the model is made in: its last width and height at least the rule's
 * largest, and, when it interpolates (nothing below its first size), its first at most the smallest.
 */
export function coversRule(price: ModelPrice, model: ModelRow) {
  if (price.kind !== 'table' || !price.table) return;
  const { table } = price;
  const rule = model.sizeRule;
  for (const [sizes, range, path] of [
    [table.widths, rule.width, 'table.widths'],
    [table.heights, rule.height, 'table.heights'],
  ] as const) {
    const short =
      sizes[sizes.length - 1]! < range.max || (table.between === 'interpolate' && sizes[0]! > range.min);
    if (short)
      throw invalidField(path, serverMessage('tableOutsideRule', { min: range.min, max: range.max }));
  }
}

/** An option price as stored: its kind's field present, and only it. */
export function checkedOptionPrice(price: OptionPrice): OptionPrice {
  switch (price.kind) {
    case 'fixed':
      if (price.amount === undefined) throw required('amount', price.kind);
      return { kind: price.kind, amount: price.amount };
    case 'perSquareMetre':
      if (price.rate === undefined) throw required('rate', price.kind);
      return { kind: price.kind, rate: price.rate };
    case 'percentOfBase':
      if (price.percent === undefined) throw required('percent', price.kind);
      return { kind: price.kind, percent: price.percent };
  }
}

/** The draft's row, locked for the change; 404 for a missing version, 409 for a published one. */
async function lockedDraft(db: Queryable, id: number): Promise<VersionRow> {
  const row = await findVersion(db, id, { lock: true });
  if (!row) throw notFound(PRICE_VERSION_NOT_FOUND);
  if (row.status !== 'draft') throw conflict(PUBLISHED);
  return row;
}

/** `PUT /prices/versions/{id}/models/{modelId}`: the draft's base price of the model. */
export async function setModelPrice(
  db: Db,
  versionId: number,
  modelId: number,
  price: ModelPrice,
  at: Date,
): Promise<PriceVersion> {
  const stored = checkedModelPrice(price);
  const row = await db.transaction(async (tx) => {
    const version = await findVersion(tx, versionId, { lock: true });
    if (!version) throw notFound(PRICE_VERSION_NOT_FOUND);
    const model = await findModel(tx, modelId);
    if (!model) throw notFound(MODEL_NOT_FOUND);
    if (version.status !== 'draft') throw conflict(PUBLISHED);
    coversRule(stored, model);
    await upsertModelPrice(tx, versionId, modelId, stored);
    return version;
  });
  return answeredVersion(db, row, at);
}

/** `PUT /prices/versions/{id}/options/{optionId}`: the draft's price of the option. */
export async function setOptionPrice(
  db: Db,
  versionId: number,
  optionId: number,
  price: OptionPrice,
  at: Date,
): Promise<PriceVersion> {
  const stored = checkedOptionPrice(price);
  const row = await db.transaction(async (tx) => {
    const version = await findVersion(tx, versionId, { lock: true });
    if (!version) throw notFound(PRICE_VERSION_NOT_FOUND);
    if (!(await findOption(tx, optionId))) throw notFound(OPTION_NOT_FOUND);
    if (version.status !== 'draft') throw conflict(PUBLISHED);
    await upsertOptionPrice(tx, versionId, optionId, stored);
    return version;
  });
  return answeredVersion(db, row, at);
}

/**
 * `POST /prices/versions/{id}/publish`: the draft in force from its day on (today or later, by the
 * server's clock), once every active model and option has its price; never changed again.
 */
export async function publishVersion(
  db: Db,
  caller: AuthUser,
  id: number,
  body: PublishPriceVersionBody,
  at: Date,
): Promise<PriceVersion> {
  if (body.effectiveFrom < calendarDay(at))
    throw invalidField('effectiveFrom', serverMessage('effectiveFromPast'));
  const row = await db.transaction(async (tx) => {
    await lockedDraft(tx, id);
    const missing = await unpricedCodes(tx, id);
    if (missing.length > 0) {
      const named =
        missing.slice(0, MISSING_NAMED).join(', ') + (missing.length > MISSING_NAMED ? ', …' : '');
      throw new DomainError('invalid', serverMessage('versionIncomplete', { missing: named }));
    }
    const published = await publishDraft(tx, id, {
      effectiveFrom: body.effectiveFrom,
      publishedAt: at,
      publishedById: caller.id,
    });
    if (!published) throw conflict(PUBLISHED);
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'price_version',
      subjectId: published.id,
      action: 'price_version.published',
      before: { status: 'draft', effectiveFrom: null },
      after: { status: published.status, effectiveFrom: published.effectiveFrom },
      at,
    });
    return published;
  });
  return answeredVersion(db, row, at);
}

/**
 * `DELETE /prices/versions/{id}`: a draft, with its prices; a published version is never deleted (409).
 * The trail has `price_version.deleted` with the draft before.
 */
export async function deleteVersion(db: Db, caller: AuthUser, id: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    if (!(await deleteDraft(tx, id))) throw conflict(PUBLISHED);
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'price_version',
      subjectId: id,
      action: 'price_version.deleted',
      before: auditedVersion(draft),
      at,
    });
  });
}
