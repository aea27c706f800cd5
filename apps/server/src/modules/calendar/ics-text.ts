/**
 * RFC 5545 content lines (section 3.1): TEXT escaping, folding at 75 octets, CRLF endings, and the
 * DATE / DATE-TIME value forms the habits feed writes.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * A TEXT value (3.3.11): backslash, semicolon and comma are escaped, every line break becomes
 * `\n`, and the other control characters (not allowed in TEXT, except HTAB) are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, ''); // eslint-disable-line no-control-regex
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds one content line (3.1): no physical line is longer than 75 octets of UTF-8, and each
 * continuation starts with a space (which counts towards its 75). A character is never split,
 * so a multi-byte character that would cross the limit starts the next line.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The lines of a calendar object, folded, each ended by CRLF (the last one too). */
export function serializeLines(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC fields of an instant as a DATE-TIME without 'Z' (a local time, when the instant was shifted by an offset). */
export function formatFloating(instant: Date | number): string {
  const d = new Date(instant);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** A DATE-TIME in UTC (form #2, 3.3.5): 20260321T070000Z. */
export function formatUtc(instant: Date | number): string {
  return `${formatFloating(instant)}Z`;
}

/** A DATE value ('2026-03-21' → 20260321). */
export function formatDateValue(date: string): string {
  return date.replaceAll('-', '');
}

/** A local DATE-TIME (form #3, written with a TZID parameter) of a date and an 'HH:MM' wall time. */
export function formatLocal(date: string, time: string): string {
  return `${formatDateValue(date)}T${time.replace(':', '')}00`;
}
