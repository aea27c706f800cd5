/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF alone is read too),
 * a field holding a comma, a quote or a line break enclosed in double quotes, with each quote
 * inside doubled. Used to read Loop Habit Tracker's export (loop-import.ts) and to write ours,
 * whose text cells are spreadsheet-safe (`spreadsheetSafe`: no cell runs as a formula).
 */

/** A file that is not CSV: the message names the line, for the user. */
export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line of the text where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * The records of `text`, each an array of its fields, as written (no trimming, no type guessing).
 *
 * - A UTF-8 byte order mark at the very start is ignored.
 * - Records end with CRLF or LF (a lone CR too); the last one may end without.
 * - Empty lines are skipped (a record of one empty field is written `""`, see `csvLine`).
 * - A quoted field may hold commas, doubled quotes and line breaks.
 * - Refused with a `CsvError`: a quoted field that is never closed, and text between a closing
 *   quote and the next comma or line end (`"a"b`).
 * - A quote inside a field that does not start with one is kept as it is (`5" tall`), as most
 *   readers do; RFC 4180 would have it quoted, but nothing is lost by reading it.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let line = 1;
  let record: string[] = [];
  /** Whether the record under way has anything (a field or a comma) yet. */
  let started = false;

  const endRecord = () => {
    if (started) records.push(record);
    record = [];
    started = false;
  };
  /** After a comma: a comma ending the text or its line leaves one empty field after it. */
  const atRecordEnd = () => i >= n || text.charCodeAt(i) === 13 || text.charCodeAt(i) === 10;
  /** Consumes a line break at `i` if there is one; answers whether there was. */
  const lineBreak = (): boolean => {
    const c = text.charCodeAt(i);
    if (c === 13 /* \r */) {
      i += text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else if (c === 10 /* \n */) {
      i += 1;
    } else return false;
    line += 1;
    return true;
  };

  while (i < n) {
    if (lineBreak()) {
      endRecord();
      continue;
    }
    started = true;
    if (text.charCodeAt(i) === 34 /* " */) {
      const startLine = line;
      let value = '';
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new CsvError(`Line ${startLine}: a quoted field is never closed.`, startLine);
        const chunk = text.slice(i, quote);
        value += chunk;
        line += countLineBreaks(chunk);
        if (text.charCodeAt(quote + 1) === 34) {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      record.push(value);
      if (i >= n) break;
      const next = text.charCodeAt(i);
      if (next === 44 /* , */) {
        i += 1;
        if (atRecordEnd()) record.push('');
        continue;
      }
      if (next === 13 || next === 10) continue;
      throw new CsvError(`Line ${line}: unexpected text after a closing quote (a quote inside a field must be doubled).`, line);
    }
    // An unquoted field: up to the next comma or line break.
    let end = i;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === 44 || c === 13 || c === 10) break;
      end += 1;
    }
    record.push(text.slice(i, end));
    i = end;
    if (text.charCodeAt(i) === 44) {
      i += 1;
      if (atRecordEnd()) record.push('');
    }
  }
  endRecord();
  return records;
}

function countLineBreaks(chunk: string): number {
  let count = 0;
  for (let k = 0; k < chunk.length; k++) {
    const c = chunk.charCodeAt(k);
    if (c === 10) count += 1;
    else if (c === 13 && chunk.charCodeAt(k + 1) !== 10) count += 1;
  }
  return count;
}

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula (CSV injection, OWASP): a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return, or their full-width forms, which some spreadsheets read
 * the same. Apostrophes before one count too, so that the prefix below can always be taken off
 * again (`'=x` is written `''=x`).
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell as a spreadsheet will show it, never run it: one with a formula's start gets a
 * leading apostrophe, which spreadsheets read as "this cell is text" (OWASP's advice). Numbers
 * and booleans are written as they are (-1.5 is a number, not a formula).
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What `spreadsheetSafe` was given: the apostrophe it added taken off (reading our own CSV back). */
export function fromSpreadsheetSafe(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * One field as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, a quote or a
 * line break; text made spreadsheet-safe first.
 */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? spreadsheetSafe(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One record, CRLF-terminated. null (and undefined) are written as empty fields, booleans as
 * true/false, numbers as JavaScript writes them. A record of a single empty field is written `""`
 * so that it does not read back as an empty line.
 */
export function csvLine(values: readonly CsvValue[]): string {
  if (values.length === 1 && csvField(values[0]) === '') return '""\r\n';
  return `${values.map(csvField).join(',')}\r\n`;
}
