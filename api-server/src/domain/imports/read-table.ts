// Reading an uploaded spreadsheet into text cells (issue 42; docs/decisions.md "Issue 42: an import
// declared once"): CSV by csv-parse, XLSX by exceljs, both well-kept parsers; the refusals a file gets
// before any row is checked (not CSV or XLSX, unreadable, no rows, too many, a NUL or a formula).
import { IMPORT_MAX_ROWS, serverMessage, type ServerMessage } from '@doorline/api-client';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { invalidField } from '../errors.js';

/** A data row of a file: its line (the heading row is line 1) and its cells as text. */
export interface TableRow {
  line: number;
  cells: string[];
}

export interface Table {
  headings: string[];
  rows: TableRow[];
}

/** A 400 naming the upload's `file` field. */
const refuse = (said: ServerMessage) => invalidField('file', said);

/** A column's letter as a spreadsheet names it (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Whether a cell would be a formula in a spreadsheet that opens the file: it starts with `=` or `@`,
 * or with `+` or `-` followed by anything but a digit, a space, a bracket or a dot ("+380 50…", "-5"
 * and a lone "-" are values).
 */
export const looksLikeFormula = (cell: string) => /^[=@]/.test(cell) || /^[+-][^\d\s(.]/.test(cell);

/** The refusals of a table's cells: a NUL, a formula; the first found, by line and column. */
function checkCells(rows: readonly TableRow[]) {
  for (const row of rows)
    row.cells.forEach((cell, index) => {
      const where = { line: row.line, column: columnLetter(index) };
      if (cell.includes('\u0000')) throw refuse(serverMessage('importNul', where));
      if (looksLikeFormula(cell)) throw refuse(serverMessage('importFormula', where));
    });
}

/** The delimiter of a CSV file: the one of `,`, `;` and tab its first line has most of (Excel saves `;` in many languages). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A CSV file's records with their lines, as the parser reads them (a price file reads them itself: issue 43). */
export function readCsv(content: Buffer): { line: number; cells: string[] }[] {
  const text = content.toString('utf8');
  // A NUL is refused by its place in the table once parsed; one the parser would stop at is refused here.
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw refuse(serverMessage('importUnreadable', { format: 'CSV' }));
  }
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/** A cell of exceljs as text; a formula is refused by its place. */
function cellText(value: ExcelJS.CellValue, where: { line: number; column: string }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) throw refuse(serverMessage('importFormula', where));
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text, where);
  if ('error' in value) return '';
  return '';
}

async function readXlsx(content: Buffer): Promise<{ line: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw refuse(serverMessage('importUnreadable', { format: 'XLSX' }));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value, { line, column: columnLetter(column - 1) });
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

const isZip = (content: Buffer) => content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * The file as a table: its first non-empty row the headings, the rest its rows (rows of empty cells
 * left out, each row keeping its line). CSV or XLSX by the file's name, an XLSX also by its content.
 */
export async function readTable(fileName: string, content: Buffer): Promise<Table> {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  let read: { line: number; cells: string[] }[];
  if (extension === 'xlsx' || (extension !== 'csv' && isZip(content))) read = await readXlsx(content);
  else if (extension === 'csv' || extension === 'txt') read = readCsv(content);
  else throw refuse(serverMessage('importNotATable'));
  const filled = read.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [heading, ...rows] = filled;
  if (!heading || rows.length === 0) throw refuse(serverMessage('importNoRows'));
  if (rows.length > IMPORT_MAX_ROWS)
    throw refuse(serverMessage('importTooManyRows', { rows: rows.length, max: IMPORT_MAX_ROWS }));
  checkCells(filled);
  return { headings: heading.cells.map((cell) => cell.trim()), rows };
}
