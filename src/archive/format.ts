/**
 * The campaign archive (docs/archive.md): JSON lines, one row per line, a header first and a
 * trailer last. Shared by the export (src/db/archive-export.ts), the import
 * (src/db/archive-import.ts) and, in spirit, `audit-rolls` (an independent reader).
 *
 * Why a digest of the lines in the trailer: a download cut short ends without a trailer, and a
 * line edited or dropped on the way no longer matches it. It is not a signature: whoever edits
 * the file can recompute it. What an editor cannot redo is the roll log's MACs, which travel as
 * they are.
 */
import { sha256 } from '@noble/hashes/sha2';

export const ARCHIVE_FORMAT = 'sms-campaign-archive';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_MEDIA_TYPE = 'application/x-ndjson';

/**
 * The sections, in the order they are written and imported (a row's references come before
 * it). Each is one table; `campaign` and `members` have one shape of their own.
 */
export const SECTIONS = [
  'campaign',
  'members',
  'imports',
  'epochs',
  'characters',
  'modules',
  'archetypes',
  'spells',
  'sessions',
  'sessionParticipants',
  'scenarios',
  'scenarioParticipants',
  'encounters',
  'requests',
  'rolls',
  'experience',
  'webhookEndpoints',
  'outbox',
] as const;
export type Section = (typeof SECTIONS)[number];

export type Counts = Record<Section, number>;

export interface ArchiveHeader {
  type: 'header';
  format: typeof ARCHIVE_FORMAT;
  version: number;
  /** Where it was exported from: the instance's origin (HTTP) or `cli:<host>`. */
  sourceInstance: string;
  exportedAt: string;
  /** The campaign's id on the source instance. */
  campaignId: string;
  campaignName: string;
  /** The key ids that signed the roll entries (their MACs travel; the keys never do). */
  rollKeyIds: string[];
  counts: Counts;
}

export interface ArchiveTrailer {
  type: 'trailer';
  counts: Counts;
  /** Lines before the trailer, header included. */
  lines: number;
  /** SHA-256 (hex) of every line before the trailer, each followed by "\n". */
  sha256: string;
}

/** A row line: the section and the row as the source's database gave it (snake_case columns). */
export interface RowLine {
  t: Section;
  r: Record<string, unknown>;
}

export function emptyCounts(): Counts {
  return Object.fromEntries(SECTIONS.map((s) => [s, 0])) as Counts;
}

/** The running digest of the archive's lines, as the trailer states it. */
export class LineDigest {
  private readonly hash = sha256.create();
  private readonly encoder = new TextEncoder();
  lines = 0;
  add(line: string): void {
    this.hash.update(this.encoder.encode(`${line}\n`));
    this.lines += 1;
  }
  hex(): string {
    return Array.from(this.hash.digest(), (b) => b.toString(16).padStart(2, '0')).join('');
  }
}

/** Why an archive is refused: said to the person importing it, with the line where it failed. */
export class ArchiveRefused extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `line ${line}: ${message}`);
    this.name = 'ArchiveRefused';
  }
}

/** `ms` said in seconds, for messages. */
export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** The upload did not arrive within its bound (a slow or stalled sender, a socket held open): 408, nothing read further. */
export class ArchiveReceiveTimeout extends Error {
  constructor(readonly ms: number) {
    super(`the archive did not arrive within ${seconds(ms)} (ARCHIVE_RECEIVE_MS)`);
    this.name = 'ArchiveReceiveTimeout';
  }
}

/** The import, once received, took longer than its bound: rolled back, nothing written. */
export class ArchiveImportTimeout extends Error {
  constructor(readonly ms: number) {
    super(`the import took longer than ${seconds(ms)} (ARCHIVE_IMPORT_MS)`);
    this.name = 'ArchiveImportTimeout';
  }
}

/** The largest archive an import reads, in bytes (ARCHIVE_MAX_BYTES; default 256 MB). */
export const DEFAULT_ARCHIVE_MAX_BYTES = 256 * 1024 * 1024;

export function archiveMaxBytesFromEnv(env: Record<string, string | undefined>): number {
  const value = env.ARCHIVE_MAX_BYTES?.trim();
  if (!value) return DEFAULT_ARCHIVE_MAX_BYTES;
  if (!/^\d+$/.test(value) || Number(value) < 1024) throw new Error('ARCHIVE_MAX_BYTES: a number of bytes, at least 1024');
  return Number(value);
}

/** How long an import's upload may take to arrive (ARCHIVE_RECEIVE_MS; default 30 s): past it, 408. */
export const DEFAULT_ARCHIVE_RECEIVE_MS = 30_000;
/** How long the import itself may take once received (ARCHIVE_IMPORT_MS; default 60 s): past it, rolled back, 503. */
export const DEFAULT_ARCHIVE_IMPORT_MS = 60_000;

export interface ArchiveTimes {
  receiveMs: number;
  importMs: number;
}

export function archiveTimesFromEnv(env: Record<string, string | undefined>): ArchiveTimes {
  const read = (name: string, fallback: number): number => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 100) throw new Error(`${name}: a number of milliseconds, at least 100`);
    return Number(value);
  };
  return { receiveMs: read('ARCHIVE_RECEIVE_MS', DEFAULT_ARCHIVE_RECEIVE_MS), importMs: read('ARCHIVE_IMPORT_MS', DEFAULT_ARCHIVE_IMPORT_MS) };
}
