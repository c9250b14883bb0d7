// A model's price table and an option group's prices as CSV files (issue 43, part 2; docs/decisions.md
// "Issue 43, part 2: a table's and an option group's CSV (the decisions)"). The export writes the
// version's prices with the project's CSV writer; the import reads a file with the imports' CSV reader
// (`readCsv`: csv-parse, a BOM or none, the delimiter of its first line), answers every problem by
// line and column without writing (the check), and writes through `setModelPrice` / `setOptionPrice`
// (the import), so that an imported price is checked exactly as a typed one.
import {
  Amount,
  ITEM_PRICE_MAX,
  type ModelPrice,
  type ModelPriceFileCheck,
  type OptionPrice,
  type OptionPriceFileCheck,
  type OptionPriceFileRow,
  optionPriceKinds,
  Percent,
  type PriceFileError,
  type PriceFileProblem,
  type PriceTable,
  type PriceVersion,
  serverMessage,
  tableBetweens,
} from '@doorline/api-client';
import { is } from 'superstruct';
import type { Db, Queryable } from '../../db/index.js';
import {
  findModel,
  findModelPrice,
  findVersion,
  listGroups,
  listOptions,
  optionPricesOf,
  type GroupRow,
  type ModelRow,
  type OptionRow,
  type VersionRow,
} from '../../db/queries/prices.js';
import { BOM, csvLine } from '../exports/csv.js';
import { columnLetter, readCsv, type TableRow } from '../imports/read-table.js';
import { conflict, DomainError, invalidField, notFound } from '../errors.js';
import type { DealerScope } from '../scope.js';
import {
  checkedModelPrice,
  checkedOptionPrice,
  coversRule,
  MODEL_NOT_FOUND,
  PRICE_VERSION_NOT_FOUND,
  setModelPrice,
  setOptionPrice,
  visibleVersion,
} from './versions.js';

const GROUP_NOT_FOUND = serverMessage('optionGroupNotFound');
const PUBLISHED = serverMessage('priceVersionPublished');
/** The most widths, and the most heights, a table has (the contract's `PriceTable`). */
const MOST_SIZES = 100;
/** The columns of an option group's file, in their order; `name` is written for people and never read. */
const OPTION_COLUMNS = ['code', 'kind', 'price', 'name'] as const;

/* ---------- reading cells ---------- */

/** Spaces a spreadsheet may put in a number (a thousands' space, a no-break one). */
const SPACES = /[\s\u00a0\u202f]/g;

type Read<T> = { value: T } | { problem: PriceFileProblem };

/**
 * A price cell: a plain decimal with a dot or a comma ("1250.50", "1250,5"), spaces inside it
 * ignored, two decimals at most, 0 or more, at most the highest price.
 */
export function readAmount(cell: string, max = ITEM_PRICE_MAX): Read<number> {
  const text = cell.replace(SPACES, '');
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return { problem: 'notANumber' };
  if (match[1]) return { problem: 'negative' };
  if ((match[3]?.length ?? 0) > 2) return { problem: 'tooManyDecimals' };
  const value = Number(`${match[2]}.${match[3] ?? '0'}`);
  return value > max ? { problem: 'outOfRange' } : { value };
}

/** A size cell: whole millimetres, 1 to 100,000 (the contract's `TableSize`). */
function readSize(cell: string): Read<number> {
  const text = cell.replace(SPACES, '');
  if (!/^-?\d+$/.test(text)) return { problem: 'notANumber' };
  const value = Number(text);
  return value < 1 || value > 100_000 ? { problem: 'outOfRange' } : { value };
}

/** The file's rows with a cell filled, and a problem for each NUL (the cell then read as empty). */
function rowsOf(bytes: Buffer, errors: PriceFileError[]): TableRow[] {
  return readCsv(bytes)
    .map(({ line, cells }) => ({
      line,
      cells: cells.map((cell, index) => {
        if (!cell.includes('\u0000')) return cell.trim();
        errors.push({ line, column: columnLetter(index), problem: 'nul', value: cell.replace(/\0/g, '') });
        return '';
      }),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}

const problemAt = (
  line: number,
  index: number | undefined,
  problem: PriceFileProblem,
  value: string,
): PriceFileError => ({
  line,
  ...(index === undefined ? {} : { column: columnLetter(index) }),
  problem,
  value,
});

/* ---------- a model's table ---------- */

/**
 * A table file read: the first line the widths (its first cell how a size between two listed ones is
 * priced: `interpolate`, `roundUp`, or empty for the current table's way), each line below a height
 * and its prices, an empty cell a size not made. Columns and lines are sorted by their size.
 */
export function readTableFile(
  bytes: Buffer,
  model: ModelRow,
  current: ModelPrice | null,
): { price: ModelPrice | null; errors: PriceFileError[] } {
  const errors: PriceFileError[] = [];
  const rows = rowsOf(bytes, errors);
  const [heading, ...lines] = rows;
  if (!heading || lines.length === 0) return { price: null, errors: [problemAt(1, undefined, 'noRows', '')] };

  const corner = heading.cells[0] ?? '';
  const between =
    tableBetweens.find((b) => b.toLowerCase() === corner.toLowerCase()) ??
    (corner === '' ? (current?.table?.between ?? 'interpolate') : null);
  if (!between) errors.push(problemAt(heading.line, 0, 'unknownBetween', corner));

  // The columns of the table: every column after the first with a width or with a price under it.
  const columnCount = Math.max(...rows.map((row) => row.cells.length));
  const columns: { index: number; width: number | null }[] = [];
  const widthsSeen = new Map<number, number>();
  for (let index = 1; index < columnCount; index++) {
    const cell = heading.cells[index] ?? '';
    if (cell === '') {
      if (lines.some((line) => (line.cells[index] ?? '') !== ''))
        errors.push(problemAt(heading.line, index, 'noSize', ''));
      continue;
    }
    const size = readSize(cell);
    if ('problem' in size) {
      errors.push(problemAt(heading.line, index, size.problem, cell));
      columns.push({ index, width: null });
    } else if (widthsSeen.has(size.value)) {
      errors.push(problemAt(heading.line, index, 'duplicateSize', cell));
      columns.push({ index, width: null });
    } else {
      widthsSeen.set(size.value, index);
      columns.push({ index, width: size.value });
    }
  }
  if (columns.length > MOST_SIZES)
    errors.push(problemAt(heading.line, columns[MOST_SIZES]!.index, 'tooManySizes', String(columns.length)));

  const heightsSeen = new Set<number>();
  const tableRows: { line: number; height: number | null; cells: (number | null)[] }[] = [];
  for (const line of lines) {
    const cell = line.cells[0] ?? '';
    let height: number | null = null;
    if (cell === '') errors.push(problemAt(line.line, 0, 'noSize', ''));
    else {
      const size = readSize(cell);
      if ('problem' in size) errors.push(problemAt(line.line, 0, size.problem, cell));
      else if (heightsSeen.has(size.value)) errors.push(problemAt(line.line, 0, 'duplicateSize', cell));
      else {
        heightsSeen.add(size.value);
        height = size.value;
      }
    }
    if (tableRows.length === MOST_SIZES) errors.push(problemAt(line.line, 0, 'tooManySizes', cell));
    const cells = columns.map(({ index }) => {
      const text = line.cells[index] ?? '';
      if (text === '') return null;
      const amount = readAmount(text);
      if ('problem' in amount) {
        errors.push(problemAt(line.line, index, amount.problem, text));
        return null;
      }
      return amount.value;
    });
    tableRows.push({ line: line.line, height, cells });
  }

  const sizesRead =
    between !== null &&
    columns.every((column) => column.width !== null) &&
    tableRows.every((row) => row.height !== null) &&
    columns.length > 0 &&
    columns.length <= MOST_SIZES &&
    tableRows.length <= MOST_SIZES;
  if (!sizesRead) return { price: null, errors: sorted(errors) };

  const order = columns.map((column, i) => ({ width: column.width!, i })).sort((a, b) => a.width - b.width);
  const byHeight = [...tableRows].sort((a, b) => a.height! - b.height!);
  const table: PriceTable = {
    widths: order.map((column) => column.width),
    heights: byHeight.map((row) => row.height!),
    cells: byHeight.map((row) => order.map((column) => row.cells[column.i]!)),
    between,
  };
  const price: ModelPrice = { kind: 'table', table };
  // The sizes against the model's rule: the same check as a typed table's (`coversRule`).
  try {
    coversRule(checkedModelPrice(price), model);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const path = error.fields?.[0]?.path ?? '';
    const range = path === 'table.heights' ? model.sizeRule.height : model.sizeRule.width;
    const where =
      path === 'table.heights' ? { line: byHeight[0]!.line, column: 'A' } : { line: heading.line };
    errors.push({
      ...where,
      problem: 'outsideRule',
      value: (path === 'table.heights' ? table.heights : table.widths).join(' … '),
      min: range.min,
      max: range.max,
    });
  }
  return { price, errors: sorted(errors) };
}

/** Problems by line, then column (A before B, Z before AA). */
const sorted = (errors: PriceFileError[]) =>
  errors.sort(
    (a, b) =>
      a.line - b.line ||
      (a.column ?? '').length - (b.column ?? '').length ||
      (a.column ?? '').localeCompare(b.column ?? ''),
  );

/* ---------- an option group's prices ---------- */

/** The number a price of `kind` carries. */
function priceValue(price: OptionPrice): number | undefined {
  return price.kind === 'fixed' ? price.amount : price.kind === 'perSquareMetre' ? price.rate : price.percent;
}

/** An option's price of `kind` at `value`. */
function optionPrice(kind: OptionPrice['kind'], value: number): OptionPrice {
  if (kind === 'fixed') return { kind, amount: value };
  if (kind === 'perSquareMetre') return { kind, rate: value };
  return { kind, percent: value };
}

/**
 * An option group's file read: a heading line naming the columns `code`, `kind` and `price` (any
 * order, any case; `name` and other columns ignored), then a line per option of the group by its code.
 * A line whose kind and price are both empty leaves the option's price as it is.
 */
export function readOptionsFile(
  bytes: Buffer,
  options: readonly OptionRow[],
  current: ReadonlyMap<number, OptionPrice>,
): OptionPriceFileCheck {
  const errors: PriceFileError[] = [];
  const rows = rowsOf(bytes, errors);
  const [heading, ...lines] = rows;
  if (!heading || lines.length === 0) return { options: [], errors: [problemAt(1, undefined, 'noRows', '')] };
  const columnOf = Object.fromEntries(
    OPTION_COLUMNS.map((name) => [name, heading.cells.findIndex((cell) => cell.toLowerCase() === name)]),
  ) as Record<(typeof OPTION_COLUMNS)[number], number>;
  const missing = (['code', 'kind', 'price'] as const).filter((name) => columnOf[name] < 0);
  if (missing.length > 0)
    return {
      options: [],
      errors: missing.map((name) => problemAt(heading.line, undefined, 'missingColumn', name)),
    };

  const byCode = new Map(options.map((option) => [option.code.toLowerCase(), option]));
  const seen = new Set<number>();
  const read: OptionPriceFileRow[] = [];
  for (const line of lines) {
    const cellOf = (name: 'code' | 'kind' | 'price') => line.cells[columnOf[name]] ?? '';
    const code = cellOf('code');
    const option = byCode.get(code.toLowerCase());
    if (!option) {
      errors.push(problemAt(line.line, columnOf.code, 'unknownOption', code));
      continue;
    }
    if (seen.has(option.id)) {
      errors.push(problemAt(line.line, columnOf.code, 'duplicateOption', code));
      continue;
    }
    seen.add(option.id);
    const kindCell = cellOf('kind');
    const priceCell = cellOf('price');
    if (kindCell === '' && priceCell === '') continue;
    const kind = optionPriceKinds.find((k) => k.toLowerCase() === kindCell.toLowerCase());
    if (!kind) errors.push(problemAt(line.line, columnOf.kind, 'unknownKind', kindCell));
    const amount = readAmount(priceCell);
    let price: OptionPrice | null = null;
    if ('problem' in amount) errors.push(problemAt(line.line, columnOf.price, amount.problem, priceCell));
    else if (!is(amount.value, kind === 'percentOfBase' ? Percent : Amount))
      errors.push(problemAt(line.line, columnOf.price, 'outOfRange', priceCell));
    else if (kind) price = checkedOptionPrice(optionPrice(kind, amount.value));
    read.push({
      line: line.line,
      optionId: option.id,
      code: option.code,
      names: option.names,
      current: current.get(option.id) ?? null,
      price,
    });
  }
  // A file that would change nothing is refused as one without rows.
  if (errors.length === 0 && !read.some((row) => row.price))
    errors.push(problemAt(heading.line, undefined, 'noRows', ''));
  return { options: read, errors: sorted(errors) };
}

/* ---------- the endpoints ---------- */

/** The version, model and current price a table file is read against; 404s, then 409 for a published version. */
async function draftModel(db: Queryable, versionId: number, modelId: number) {
  const version = await findVersion(db, versionId);
  if (!version) throw notFound(PRICE_VERSION_NOT_FOUND);
  const model = await findModel(db, modelId);
  if (!model) throw notFound(MODEL_NOT_FOUND);
  if (version.status !== 'draft') throw conflict(PUBLISHED);
  return { version, model, current: await findModelPrice(db, versionId, modelId) };
}

/** The group and its options, in the catalogue's order; 404 for a missing group. */
async function groupWithOptions(
  db: Queryable,
  groupId: number,
): Promise<{ group: GroupRow; options: OptionRow[] }> {
  const group = (await listGroups(db)).find((row) => row.id === groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return { group, options: (await listOptions(db)).filter((option) => option.groupId === groupId) };
}

async function draftGroup(db: Queryable, versionId: number, groupId: number) {
  const version = await findVersion(db, versionId);
  if (!version) throw notFound(PRICE_VERSION_NOT_FOUND);
  const { options } = await groupWithOptions(db, groupId);
  if (version.status !== 'draft') throw conflict(PUBLISHED);
  const prices = await optionPricesOf(
    db,
    versionId,
    options.map((option) => option.id),
  );
  return { options, current: new Map(prices.map((row) => [row.optionId, row.price])) };
}

/** A 400 naming `file`: the file has problems (the check lists them); nothing is written. */
const fileFails = (errors: readonly PriceFileError[]) =>
  invalidField('file', serverMessage('priceFileFails', { errors: errors.length }));

/** `POST …/models/{modelId}/csv/check`: the table the file gives, the current one, and the problems. */
export async function checkModelPriceFile(
  db: Queryable,
  versionId: number,
  modelId: number,
  bytes: Buffer,
): Promise<ModelPriceFileCheck> {
  const { model, current } = await draftModel(db, versionId, modelId);
  return { ...readTableFile(bytes, model, current), current };
}

/** `POST …/models/{modelId}/csv`: the file's table written as the draft's price of the model, or a 400. */
export async function importModelPriceFile(
  db: Db,
  versionId: number,
  modelId: number,
  bytes: Buffer,
  at: Date,
): Promise<PriceVersion> {
  const { model, current } = await draftModel(db, versionId, modelId);
  const { price, errors } = readTableFile(bytes, model, current);
  if (!price || errors.length > 0) throw fileFails(errors);
  return setModelPrice(db, versionId, modelId, price, at);
}

/** `POST …/groups/{groupId}/csv/check`: each option the file names with its old and new price, and the problems. */
export async function checkOptionPriceFile(
  db: Queryable,
  versionId: number,
  groupId: number,
  bytes: Buffer,
): Promise<OptionPriceFileCheck> {
  const { options, current } = await draftGroup(db, versionId, groupId);
  return readOptionsFile(bytes, options, current);
}

/** `POST …/groups/{groupId}/csv`: every option's price the file gives, in one transaction, or a 400. */
export async function importOptionPriceFile(
  db: Db,
  versionId: number,
  groupId: number,
  bytes: Buffer,
  at: Date,
): Promise<PriceVersion> {
  const { options, current } = await draftGroup(db, versionId, groupId);
  const read = readOptionsFile(bytes, options, current);
  if (read.errors.length > 0) throw fileFails(read.errors);
  return db.transaction(async (tx) => {
    // Each through the typed price's own function, nested in this transaction: all or none.
    let answer: PriceVersion | undefined;
    for (const row of read.options)
      if (row.price)
        answer = await setOptionPrice(tx as unknown as Db, versionId, row.optionId, row.price, at);
    return answer!;
  });
}

/* ---------- export ---------- */

/** An amount as the files write it: a plain decimal with a dot and two places. */
const plain = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toFixed(2);

/** A file's name: the code and the version's number ("INT-CLASSIC-v2.csv"). */
const fileName = (code: string, version: VersionRow) => `${code}-v${version.number}.csv`;

/** `GET …/models/{modelId}/csv`: the model's table in the version, as a CSV file's text and name. */
export async function modelPriceFile(
  db: Queryable,
  scope: DealerScope,
  versionId: number,
  modelId: number,
): Promise<{ name: string; text: string }> {
  const version = await visibleVersion(db, scope, versionId);
  const model = await findModel(db, modelId);
  if (!model) throw notFound(MODEL_NOT_FOUND);
  const price = await findModelPrice(db, versionId, modelId);
  if (price?.kind !== 'table' || !price.table) throw conflict(serverMessage('priceFileNoTable'));
  const { table } = price;
  let text = BOM + csvLine([table.between, ...table.widths]);
  table.heights.forEach((height, h) => {
    text += csvLine([height, ...table.cells[h]!.map(plain)]);
  });
  return { name: fileName(model.code, version), text };
}

/** `GET …/groups/{groupId}/csv`: the group's option prices in the version, a line per option. */
export async function optionPriceFile(
  db: Queryable,
  scope: DealerScope,
  versionId: number,
  groupId: number,
): Promise<{ name: string; text: string }> {
  const version = await visibleVersion(db, scope, versionId);
  const { group, options } = await groupWithOptions(db, groupId);
  const prices = new Map(
    (
      await optionPricesOf(
        db,
        versionId,
        options.map((option) => option.id),
      )
    ).map((row) => [row.optionId, row.price]),
  );
  let text = BOM + csvLine(OPTION_COLUMNS);
  for (const option of options) {
    const price = prices.get(option.id);
    text += csvLine([option.code, price?.kind ?? null, plain(price && priceValue(price)), option.names.en]);
  }
  return { name: fileName(group.code, version), text };
}
