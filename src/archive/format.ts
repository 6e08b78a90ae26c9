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

/** The largest archive an import reads, in bytes (ARCHIVE_MAX_BYTES; default 256 MB). */
export const DEFAULT_ARCHIVE_MAX_BYTES = 256 * 1024 * 1024;

export function archiveMaxBytesFromEnv(env: Record<string, string | undefined>): number {
  const value = env.ARCHIVE_MAX_BYTES?.trim();
  if (!value) return DEFAULT_ARCHIVE_MAX_BYTES;
  if (!/^\d+$/.test(value) || Number(value) < 1024) throw new Error('ARCHIVE_MAX_BYTES: a number of bytes, at least 1024');
  return Number(value);
}
