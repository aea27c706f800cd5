import { ACCOUNT_MESSAGES, EXPORT_FORMAT, dataExportSchema, findUnstorableText, unstorableTextMessage, type DataExport } from '@stride/domain';
import { invalid } from '../../errors.js';
import type { ImportTime } from './import-reading.js';
import { LoopImportError, readLoopExport } from './loop-import.js';

export interface ImportFile {
  source: 'stride' | 'loop';
  file: DataExport;
  /** What the reading changed or left out, one sentence each. */
  unmapped: string[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Where in the file a problem is, written as people read paths: `habits[2].schedule.segments[0].startTime`. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '') || 'the top level';
}

/** Text the database cannot keep (a NUL character) is refused, as in any request. */
function refuseUnstorable(value: unknown): void {
  const field = findUnstorableText(value);
  if (field !== null) throw invalid(`${unstorableTextMessage(field)} Nothing was imported.`);
}

/**
 * Issue 23: what an uploaded file holds, read by its bytes rather than its name or type: a
 * Stride export (JSON) checked field by field against the export schema, or a Loop Habit Tracker
 * CSV export (a zip). Anything else, or a file that does not parse, is a 400 naming the problem.
 */
export function readImportFile(bytes: Buffer, { today, now }: ImportTime): ImportFile {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
    try {
      const { file, unmapped } = readLoopExport(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { today, now });
      refuseUnstorable(file);
      return { source: 'loop', file, unmapped };
    } catch (err) {
      if (err instanceof LoopImportError) throw invalid(err.message);
      throw err;
    }
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('{')) throw invalid(ACCOUNT_MESSAGES.importUnknown);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(ACCOUNT_MESSAGES.importMalformedJson);
  }
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== EXPORT_FORMAT) throw invalid(ACCOUNT_MESSAGES.importUnknown);
  refuseUnstorable(json);
  const parsed = dataExportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
    throw invalid(ACCOUNT_MESSAGES.importInvalid(pathOf(issue.path), message));
  }
  return { source: 'stride', file: parsed.data, unmapped: [] };
}

