// Editing the catalogue itself (issue 43, part 2; docs/decisions.md "Issue 43, part 2: editing the
// catalogue (the decisions)"): a family, a model, an option group and an option created and changed,
// a model or an option hidden and shown. The structure is not versioned: a change is what the next
// check reads (the kept reads see it by the stamp), and a quote already made keeps its snapshot.
// Every bad value is a 400 naming its field: the values' own checks first, then, in the write's
// transaction, what they name (a family, a group, models and options) and the code's uniqueness.
// Every write goes on the row's audit trail in its transaction (`family.created`, `model.changed`, …):
// a new row's fields after, a change's changed fields before and after (hiding: `active`).
import {
  type CatalogueActiveBody,
  type CatalogueOption,
  type FamilyBody,
  type ModelBody,
  type OptionBody,
  type OptionGroup,
  type OptionGroupBody,
  type ProductFamily,
  type ProductModel,
  serverMessage,
  type SizeRangeBody,
  type SizeRule,
  type SizeRuleBody,
} from '@doorline/api-client';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, Queryable } from '../../db/index.js';
import {
  type CatalogueKind,
  codeTaken,
  existingIds,
  insertFamily,
  insertGroup,
  insertModel,
  insertOption,
  lockCatalogueRow,
  nextPosition,
  optionExclusions,
  updateFamily,
  updateGroup,
  updateModel,
  updateOption,
} from '../../db/queries/catalogue-edit.js';
import { type AuditEntry, recordAudit } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { familyOf, groupOf, modelOf, optionOf } from './catalogue.js';
import { MODEL_NOT_FOUND, OPTION_NOT_FOUND, storedNames } from './versions.js';

const FAMILY_NOT_FOUND = serverMessage('familyNotFound');
const GROUP_NOT_FOUND = serverMessage('optionGroupNotFound');
const CODE_TAKEN = serverMessage('codeTaken');
const NAMED_TWICE = serverMessage('namedTwice');

/** Who writes the catalogue, and when: the audit trail's actor and time. */
export interface CatalogueWriter {
  user: AuthUser;
  at: Date;
}

/** Each kind's subject on the audit trail, and its two actions. */
const TRAIL = {
  family: { subject: 'family', created: 'family.created', changed: 'family.changed' },
  model: { subject: 'model', created: 'model.created', changed: 'model.changed' },
  group: { subject: 'option_group', created: 'option_group.created', changed: 'option_group.changed' },
  option: { subject: 'option', created: 'option.created', changed: 'option.changed' },
} as const satisfies Record<
  CatalogueKind,
  { subject: AuditEntry['subject']; created: AuditEntry['action']; changed: AuditEntry['action'] }
>;

/** A value as JSON with its objects' keys sorted: jsonb keeps its own order of keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** The fields of `wanted` that differ from the stored row, with their values before and after. */
export function fieldChanges(stored: Record<string, unknown>, wanted: Record<string, unknown>) {
  const changed = Object.keys(wanted).filter((key) => canonical(wanted[key]) !== canonical(stored[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, stored[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, wanted[key] ?? null])),
  };
}

/** A new row of the kind on its trail: its fields after. */
async function auditCreated(
  tx: Queryable,
  writer: CatalogueWriter,
  kind: CatalogueKind,
  id: number,
  after: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorId: writer.user.id,
    subject: TRAIL[kind].subject,
    subjectId: id,
    action: TRAIL[kind].created,
    after: { ...after, active: true },
    at: writer.at,
  });
}

/**
 * Changes row `id` of the kind to `wanted` (its row locked first), writing the changed fields before
 * and after to its trail; nothing changed, nothing is written. Null when there is no such row.
 */
async function changeRow<R>(
  tx: Queryable,
  writer: CatalogueWriter,
  kind: CatalogueKind,
  id: number,
  wanted: Record<string, unknown>,
  update: (tx: Queryable, id: number, values: never) => Promise<R | null>,
): Promise<R | null> {
  const stored = await lockCatalogueRow(tx, kind, id);
  if (!stored) return null;
  const { before, after } = fieldChanges(stored, wanted);
  if (Object.keys(after).length === 0) return stored as R;
  const row = await update(tx, id, wanted as never);
  await recordAudit(tx, {
    actorId: writer.user.id,
    subject: TRAIL[kind].subject,
    subjectId: id,
    action: TRAIL[kind].changed,
    before,
    after,
    at: writer.at,
  });
  return row;
}

/** How many leaf ranges a model of each leaf count has. */
const LEAVES = { single: 0, oneAndHalf: 2, double: 2 } as const;

/** Refuses a list that names one value twice, on the list's field. */
function once(values: readonly unknown[], path: string) {
  if (new Set(values).size !== values.length) throw invalidField(path, NAMED_TWICE);
}

/** A range's max: not below its min, and its min plus whole steps (the check counts steps from min). */
function checkedRange(range: SizeRangeBody, path: string): SizeRangeBody {
  if (range.max < range.min)
    throw invalidField(`${path}.max`, serverMessage('sizeMaxBelowMin', { min: range.min }));
  if ((range.max - range.min) % range.step !== 0)
    throw invalidField(`${path}.max`, serverMessage('sizeMaxOffStep', { min: range.min, step: range.step }));
  return { min: range.min, max: range.max, step: range.step };
}

/**
 * A size rule as stored: each range sound; a double or one-and-a-half model with two leaf ranges and
 * the width from their smallest sum to their largest, a single one with none.
 */
export function checkedSizeRule(rule: SizeRuleBody, leafCount: ModelBody['leafCount']): SizeRule {
  const width = checkedRange(rule.width, 'sizeRule.width');
  const height = checkedRange(rule.height, 'sizeRule.height');
  const leaves = rule.leaves.map((range, index) => checkedRange(range, `sizeRule.leaves.${index}`));
  if (leaves.length !== LEAVES[leafCount])
    throw invalidField('sizeRule.leaves', serverMessage('leafRanges', { leaves: LEAVES[leafCount] }));
  if (leaves.length === 0) return { width, height };
  const min = leaves.reduce((sum, leaf) => sum + leaf.min, 0);
  const max = leaves.reduce((sum, leaf) => sum + leaf.max, 0);
  if (width.min !== min || width.max !== max)
    throw invalidField('sizeRule.width', serverMessage('widthOfLeaves', { min, max }));
  return { width, height, leaves };
}

/** Writes in one transaction; a code taken meanwhile (the unique index) is the same 400 on `code`. */
async function writing<T>(
  db: Db,
  kind: CatalogueKind,
  code: string,
  id: number | undefined,
  write: (tx: Queryable) => Promise<T>,
) {
  try {
    return await db.transaction(async (tx) => {
      if (await codeTaken(tx, kind, code, id)) throw invalidField('code', CODE_TAKEN);
      return write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('code', CODE_TAKEN);
    throw error;
  }
}

/* ---------- families ---------- */

/** `POST /prices/families`, or `PUT /prices/families/{id}` with its id. */
export async function saveFamily(
  db: Db,
  writer: CatalogueWriter,
  body: FamilyBody,
  id?: number,
): Promise<ProductFamily> {
  const values = { code: body.code, names: storedNames(body.names) };
  const row = await writing(db, 'family', body.code, id, async (tx) => {
    if (id === undefined) {
      const made = await insertFamily(tx, { ...values, position: await nextPosition(tx, 'family') });
      await auditCreated(tx, writer, 'family', made.id, values);
      return made;
    }
    const changed = await changeRow(tx, writer, 'family', id, values, updateFamily);
    if (!changed) throw notFound(FAMILY_NOT_FOUND);
    return changed;
  });
  return familyOf(row);
}

/**
 * `PATCH /prices/families/{id}/active`: a hidden family's models are not offered in the configurator
 * (the check refuses them as a hidden model) nor asked a price by publishing's check; shown again.
 */
export async function setFamilyActive(
  db: Db,
  writer: CatalogueWriter,
  id: number,
  body: CatalogueActiveBody,
): Promise<ProductFamily> {
  const row = await db.transaction((tx) =>
    changeRow(tx, writer, 'family', id, { active: body.active }, updateFamily),
  );
  if (!row) throw notFound(FAMILY_NOT_FOUND);
  return familyOf(row);
}

/* ---------- models ---------- */

/** `POST /prices/models`, or `PUT /prices/models/{id}` with its id. */
export async function saveModel(
  db: Db,
  writer: CatalogueWriter,
  body: ModelBody,
  id?: number,
): Promise<ProductModel> {
  const names = storedNames(body.names);
  once(body.hands, 'hands');
  once(body.swings, 'swings');
  const sizeRule = checkedSizeRule(body.sizeRule, body.leafCount);
  const values = {
    familyId: body.familyId,
    code: body.code,
    names,
    leafCount: body.leafCount,
    hands: [...body.hands],
    swings: [...body.swings],
    sizeRule,
  };
  const row = await writing(db, 'model', body.code, id, async (tx) => {
    if (!(await existingIds(tx, 'family', [body.familyId])).has(body.familyId))
      throw invalidField('familyId', FAMILY_NOT_FOUND);
    if (id === undefined) {
      const made = await insertModel(tx, { ...values, position: await nextPosition(tx, 'model') });
      await auditCreated(tx, writer, 'model', made.id, values);
      return made;
    }
    const changed = await changeRow(tx, writer, 'model', id, values, updateModel);
    if (!changed) throw notFound(MODEL_NOT_FOUND);
    return changed;
  });
  return modelOf(row);
}

/** `PATCH /prices/models/{id}/active`: hidden from the configurator and publishing's check, or shown. */
export async function setModelActive(
  db: Db,
  writer: CatalogueWriter,
  id: number,
  body: CatalogueActiveBody,
): Promise<ProductModel> {
  const row = await db.transaction((tx) =>
    changeRow(tx, writer, 'model', id, { active: body.active }, updateModel),
  );
  if (!row) throw notFound(MODEL_NOT_FOUND);
  return modelOf(row);
}

/* ---------- option groups ---------- */

/** `POST /prices/groups`, or `PUT /prices/groups/{id}` with its id. */
export async function saveOptionGroup(
  db: Db,
  writer: CatalogueWriter,
  body: OptionGroupBody,
  id?: number,
): Promise<OptionGroup> {
  const values = {
    code: body.code,
    names: storedNames(body.names),
    required: body.required,
    multiple: body.multiple,
  };
  const row = await writing(db, 'group', body.code, id, async (tx) => {
    if (id === undefined) {
      const made = await insertGroup(tx, { ...values, position: await nextPosition(tx, 'group') });
      await auditCreated(tx, writer, 'group', made.id, values);
      return made;
    }
    const changed = await changeRow(tx, writer, 'group', id, values, updateGroup);
    if (!changed) throw notFound(GROUP_NOT_FOUND);
    return changed;
  });
  return groupOf(row);
}

/**
 * `PATCH /prices/groups/{id}/active`: a hidden group and its options are not offered in the
 * configurator (the check refuses its options as hidden ones) nor asked a price; shown again.
 */
export async function setOptionGroupActive(
  db: Db,
  writer: CatalogueWriter,
  id: number,
  body: CatalogueActiveBody,
): Promise<OptionGroup> {
  const row = await db.transaction((tx) =>
    changeRow(tx, writer, 'group', id, { active: body.active }, updateGroup),
  );
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return groupOf(row);
}

/* ---------- options ---------- */

/** Refuses the first of `ids` that is not among `found`, on its index. */
function allFound(
  ids: readonly number[],
  found: ReadonlySet<number>,
  path: string,
  said: typeof MODEL_NOT_FOUND,
) {
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalidField(`${path}.${index}`, said);
}

/**
 * An option's rules against the catalogue: its group there, its models and options existing, none
 * of them itself, none both excluded and required, none required that excludes it.
 */
async function checkRules(tx: Queryable, body: OptionBody, id: number | undefined) {
  if (!(await existingIds(tx, 'group', [body.groupId])).has(body.groupId))
    throw invalidField('groupId', GROUP_NOT_FOUND);
  if (body.models)
    allFound(body.models, await existingIds(tx, 'model', body.models), 'models', MODEL_NOT_FOUND);
  for (const path of ['excludes', 'requires'] as const) {
    const ids = body[path];
    const self = ids.indexOf(id ?? -1);
    if (self >= 0) throw invalidField(`${path}.${self}`, serverMessage('optionSelf'));
    allFound(ids, await existingIds(tx, 'option', ids), path, OPTION_NOT_FOUND);
  }
  const required = await optionExclusions(tx, body.requires);
  for (const [index, requiredId] of body.requires.entries()) {
    const other = required.find((row) => row.id === requiredId)!;
    if (body.excludes.includes(requiredId))
      throw invalidField(`requires.${index}`, serverMessage('excludesAndRequires', { option: other.code }));
    if (id !== undefined && other.excludes.includes(id))
      throw invalidField(`requires.${index}`, serverMessage('requiresExcluder', { option: other.code }));
  }
}

/** `POST /prices/options`, or `PUT /prices/options/{id}` with its id. */
export async function saveOption(
  db: Db,
  writer: CatalogueWriter,
  body: OptionBody,
  id?: number,
): Promise<CatalogueOption> {
  const names = storedNames(body.names);
  const note = body.note ? { kind: body.note.kind, names: storedNames(body.note.names, 'note.names') } : null;
  if (body.models) once(body.models, 'models');
  once(body.excludes, 'excludes');
  once(body.requires, 'requires');
  const values = {
    groupId: body.groupId,
    code: body.code,
    names,
    models: body.models ? [...body.models] : null,
    excludes: [...body.excludes],
    requires: [...body.requires],
    maxWidth: body.maxWidth,
    maxHeight: body.maxHeight,
    note,
  };
  const row = await writing(db, 'option', body.code, id, async (tx) => {
    const stored = id === undefined ? null : await lockCatalogueRow(tx, 'option', id);
    if (id !== undefined && !stored) throw notFound(OPTION_NOT_FOUND);
    await checkRules(tx, body, id);
    if (id === undefined) {
      const made = await insertOption(tx, { ...values, position: await nextPosition(tx, 'option') });
      await auditCreated(tx, writer, 'option', made.id, values);
      return made;
    }
    return (await changeRow(tx, writer, 'option', id, values, updateOption))!;
  });
  return optionOf(row);
}

/** `PATCH /prices/options/{id}/active`: hidden from the configurator and publishing's check, or shown. */
export async function setOptionActive(
  db: Db,
  writer: CatalogueWriter,
  id: number,
  body: CatalogueActiveBody,
): Promise<CatalogueOption> {
  const row = await db.transaction((tx) =>
    changeRow(tx, writer, 'option', id, { active: body.active }, updateOption),
  );
  if (!row) throw notFound(OPTION_NOT_FOUND);
  return optionOf(row);
}
