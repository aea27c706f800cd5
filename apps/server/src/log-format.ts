import type { LogDestination } from './log-destination.js';

export type LogFormat = 'pretty' | 'json';

/**
 * `LOG_FORMAT` when set; otherwise pretty for a person at a terminal and JSON for anything else
 * (a pipe, a file, a log shipper), so `npm start` is readable and production logs stay parseable.
 */
export function chooseLogFormat(configured: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return configured ?? (isTerminal ? 'pretty' : 'json');
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLORS: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
/** pino's own fields and the request line's: not repeated as `key=value`. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'asset', 'err']);
const URL_MAX = 200;

export interface PrettyOptions {
  /** ANSI colours (a terminal). */
  colors: boolean;
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  asset?: boolean;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

function statusColor(status: number): string {
  if (status >= 500) return '31';
  if (status >= 400) return '33';
  if (status >= 300) return '36';
  return '32';
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? (/\s/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value);
}

/**
 * One pino JSON line as a person reads it, or null for a line not worth a person's attention.
 * A request is one line: time, method, url, status and milliseconds. The web app's own files
 * (`asset`) are left out unless they failed (4xx/5xx). Anything else: time, level, message, its
 * other fields as `key=value`, and an error's stack below. A line that is not JSON passes as it is.
 */
export function formatLogLine(line: string, { colors }: PrettyOptions): string | null {
  let record: LogRecord;
  try {
    const parsed: unknown = JSON.parse(line);
    if (!parsed || typeof parsed !== 'object') return line;
    record = parsed as LogRecord;
  } catch {
    return line;
  }
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const time = paint('90', clock(record.time));

  if (record.req && record.res && typeof record.responseTime === 'number') {
    const status = record.res.statusCode ?? 0;
    if (record.asset && status < 400) return null;
    const url = record.req.url ?? '';
    const shown = url.length > URL_MAX ? `${url.slice(0, URL_MAX)}…` : url;
    return `${time} ${record.req.method ?? ''} ${shown} ${paint(statusColor(status), String(status))} ${Math.round(record.responseTime)} ms\n`;
  }

  const level = record.level ?? 30;
  const label = paint(LEVEL_COLORS[level] ?? '0', (LEVELS[level] ?? String(level)).padEnd(5));
  const fields = Object.entries(record)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${paint('90', `${key}=`)}${valueText(value)}`);
  // An error line names the request it belongs to, so its request line can be found.
  if (record.reqId && level >= 50) fields.push(`${paint('90', 'reqId=')}${record.reqId}`);
  const head = [time, label, record.msg ?? '', ...fields].filter(Boolean).join(' ');
  const stack = record.err?.stack ?? (record.err?.message ? `${record.err.type ?? 'Error'}: ${record.err.message}` : undefined);
  return stack ? `${head}\n${stack.replace(/^/gm, '    ')}\n` : `${head}\n`;
}

/** Writes the lines pino gives it to `destination` as `formatLogLine` renders them. */
export function prettyLogDestination(destination: LogDestination, options: PrettyOptions): LogDestination {
  return {
    write(line) {
      const shown = formatLogLine(line, options);
      if (shown !== null) destination.write(shown);
    },
    dropped: () => destination.dropped(),
    flush: (timeoutMs) => destination.flush(timeoutMs),
  };
}
