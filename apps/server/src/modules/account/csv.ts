/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF alone is read too),
 * a field holding a comma, a quote or a line break enclosed in double quotes, with each quote
 * inside doubled. Used to read Loop Habit Tracker's export (loop-import.ts) and to write ours.
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

/** One field as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
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
