// CSV as spreadsheets read it (issue 28; docs/decisions.md "Issue 28: CSV export"): RFC 4180 quoting,
// UTF-8 with a byte-order mark (Excel opens Cyrillic right only with one), CRLF line ends, and no
// cell that a spreadsheet would run as a formula (OWASP "CSV injection").

/** The byte-order mark the file starts with. */
export const BOM = '\uFEFF';

/** The characters that make a spreadsheet read a cell as a formula when it starts with one (OWASP). */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/** A cell that must be quoted: a separator, a quote or a line break in it (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One value as a spreadsheet shows it: text, a number, a day or a moment, or nothing. */
export type CellValue = string | number | null | undefined;

/**
 * One cell's text: a formula's lead character neutralised by a leading `'` (and the cell quoted, as
 * OWASP advises), a cell with a comma, quote or line break quoted with its quotes doubled. Numbers
 * are written as they are (`.` for the decimal point, no thousands separator): a negative number is a
 * number, not a formula.
 */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (FORMULA_LEAD.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** How a file's column reads its cell from a row, with what every row shares (`context`: the words). */
export type CellOf<Row, Context> = (row: Row, context: Context) => CellValue;

/**
 * Rows as lines, one text: each row's cells by its columns' functions (`cells`), separated by commas,
 * each line ended by CRLF (RFC 4180 §2.1). Written cell by cell into the text, with no array of a
 * row's cells nor a line of its own: an export writes a million rows through here (docs/decisions.md
 * "Issue 28: CSV export": 1.5 µs a row with `map` and `join`, 1.0 this way).
 */
export function csvLines<Row, Context>(
  rows: readonly Row[],
  cells: readonly CellOf<Row, Context>[],
  context: Context,
): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) text += ',';
      text += csvCell(cells[i]!(row, context));
    }
    text += '\r\n';
  }
  return text;
}

/** One line of cells, ended by CRLF (`csvLines`). */
export const csvLine = (cells: readonly CellValue[]): string =>
  csvLines(
    [cells],
    cells.map((_, i) => (line: readonly CellValue[]) => line[i]),
    undefined,
  );

/** A moment (an ISO timestamp) as spreadsheets read it: `YYYY-MM-DD HH:MM:SS`, in UTC. */
export function csvTimestamp(iso: string | null | undefined): string | null {
  if (!iso) return null;
  // What the API's rows carry (`toISOString`): cut, not parsed again.
  if (iso.length === 24 && iso.endsWith('Z') && iso[10] === 'T')
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A day as `YYYY-MM-DD` (a date column already is; a timestamp gives its UTC day). */
export function csvDay(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : (csvTimestamp(value)?.slice(0, 10) ?? null);
}
