/**
 * Import a campaign archive (docs/archive.md) into a NEW campaign the importing person runs as
 * GM. The upload is read line by line and written page by page inside ONE transaction: a
 * truncated, edited, foreign-version or oversized archive throws `ArchiveRefused` before the
 * commit, so nothing of it is ever visible, and a process killed mid-import leaves nothing.
 *
 * Ids are new, derived from a fresh salt (src/archive/ids.ts): importing the same archive twice
 * makes two campaigns that share no id. Roll entries travel byte for byte (payload, hashes,
 * MACs): their chains still verify, and their faces through the campaign's salts.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { MAX_JSON_NESTING, nestsTooDeep } from '../db/json-nesting.js';
import { rawRows } from '../db/rows.js';
import {
  actionRequests,
  archetypes,
  campaignImports,
  campaigns,
  characters,
  encounters,
  experienceEntries,
  fairnessEpochs,
  gameSessions,
  modules,
  outboxEvents,
  rolls,
  scenarioParticipants,
  scenarios,
  sessionParticipants,
  spells,
  webhookEndpoints,
} from '../db/schema.js';
import { sha256 } from '@noble/hashes/sha2';
import { hashApiKey, newInviteCode, toHex } from '../primitives/secrets.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader, ArchiveImportTimeout, ArchiveRefused, type ArchiveTrailer, type Counts, emptyCounts, LineDigest, type Section, SECTIONS } from './format.js';
import { importedId, mapUuids } from './ids.js';
import { storedSecret, type WebhookFormat } from '../webhooks/standard.js';
import type { RollKeyring } from '../db/roll-keys.js';
import { type ChainReport, checkChains } from './chains.js';

/** The longest line read (a character with its whole state, an encounter): past it, refused. */
const MAX_LINE_BYTES = 8 * 1024 * 1024;
const BATCH = 200;

const TABLES: Partial<Record<Section, PgTable>> = {
  imports: campaignImports,
  epochs: fairnessEpochs,
  characters,
  modules,
  archetypes,
  spells,
  sessions: gameSessions,
  sessionParticipants,
  scenarios,
  scenarioParticipants,
  encounters,
  requests: actionRequests,
  rolls,
  experience: experienceEntries,
  webhookEndpoints,
  outbox: outboxEvents,
};

/** Columns holding an id of the campaign's own rows: each becomes its derived new id. */
const ID_COLUMNS = new Set(['id', 'campaign_id', 'character_id', 'session_id', 'scenario_id', 'epoch_id', 'request_id', 'roll_id', 'module_id', 'source_id']);
/** Columns naming a person: the member's placeholder, or nobody for someone no longer a member. */
const USER_COLUMNS = new Set(['owner_id', 'requested_by', 'created_by', 'author_id', 'revealed_by', 'imported_by']);

export interface ImportOptions {
  importerId: string;
  /** The largest archive read, in bytes (ARCHIVE_MAX_BYTES). */
  maxBytes: number;
  now: Date;
  /** The roll keys this instance holds: the report says which of the archive's it does not. */
  heldKeyIds: ReadonlySet<string>;
  /** 32 random bytes as hex (the salt, the new epoch's seed, secrets): the app's crypto source. */
  randomHex: () => string;
  /** This instance's roll keys: each imported chain is checked with them for the report. */
  rollKeys?: RollKeyring;
  /**
   * The import's time bound (ARCHIVE_IMPORT_MS), checked before each statement: past it,
   * `ArchiveImportTimeout` and everything rolled back. `monotonic` reads milliseconds (tests pass their own).
   */
  timeBound?: { ms: number; monotonic?: () => number };
}

export interface ImportReport {
  campaignId: string;
  name: string;
  inviteCode: string;
  sourceInstance: string;
  sourceCampaignId: string;
  counts: Counts;
  /** Each key that signed archived roll entries: `held: false` = "signed elsewhere". */
  keys: { keyId: string; held: boolean }[];
  /** One claim code per archived member, shown once: give each to its player (`claimPlaceholder`). */
  placeholders: { name: string; role: string; claimCode: string }[];
  /** Each character's roll log as imported: valid, signed elsewhere, or broken at entry n. */
  chains: ChainReport[];
}

/** The upload's lines, each with its number, counting bytes against the cap as they come. */
async function* linesOf(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<{ text: string; number: number; unterminated?: boolean }> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let pending = '';
  let number = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new ArchiveRefused(`the archive is larger than this instance accepts (${maxBytes} bytes, ARCHIVE_MAX_BYTES)`);
    try {
      pending += decoder.decode(chunk, { stream: true });
    } catch {
      throw new ArchiveRefused('the archive is not UTF-8 text', number + 1);
    }
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      number += 1;
      yield { text: pending.slice(0, newline), number };
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > MAX_LINE_BYTES) throw new ArchiveRefused(`a line is longer than ${MAX_LINE_BYTES} bytes`, number + 1);
  }
  pending += decoder.decode();
  // Every line ends with \n, the trailer's too: a last piece without one is where a copy stopped.
  if (pending.length) yield { text: pending, number: number + 1, unterminated: true };
}

/** A last line without its \n that does not parse is half a line: the file was cut, not edited. */
function lastLine(text: string, number: number): Record<string, unknown> {
  try {
    return parseLine(text, number);
  } catch {
    throw new ArchiveRefused(`the archive ends in the middle of line ${number}: it was cut short (download or copy interrupted)`);
  }
}

function parseLine(text: string, number: number): Record<string, unknown> {
  // Bounded before parsing: the rows' JSON is walked (mapUuids) and stringified into jsonb, both recursive.
  if (nestsTooDeep(text)) throw new ArchiveRefused(`nests JSON deeper than ${MAX_JSON_NESTING} levels (the archive was edited or is not one)`, number);
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new ArchiveRefused('not a JSON object (the archive was edited or is not one)', number);
}

function checkHeader(value: Record<string, unknown>): ArchiveHeader {
  if (value.type !== 'header' || value.format !== ARCHIVE_FORMAT) throw new ArchiveRefused(`not a campaign archive: its first line is not a "${ARCHIVE_FORMAT}" header`, 1);
  if (value.version !== ARCHIVE_VERSION)
    throw new ArchiveRefused(`archive format version ${JSON.stringify(value.version)}: this instance reads version ${ARCHIVE_VERSION} (export it again from an instance of the same version, or upgrade this one)`, 1);
  if (typeof value.campaignId !== 'string' || typeof value.sourceInstance !== 'string' || !value.counts || !Array.isArray(value.rollKeyIds))
    throw new ArchiveRefused('the header lacks its campaign, source or counts', 1);
  return value as unknown as ArchiveHeader;
}

const allowedColumns = new Map<PgTable, Set<string>>();
function columnsOf(table: PgTable): Set<string> {
  let names = allowedColumns.get(table);
  if (!names) {
    names = new Set(Object.values(getTableColumns(table)).map((column) => column.name));
    allowedColumns.set(table, names);
  }
  return names;
}

function tableName(table: PgTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]!;
}

/** Everything one import holds while it reads: the salt, the members' placeholders, the counts. */
class ImportState {
  readonly digest = new LineDigest();
  readonly seen = emptyCounts();
  readonly members = new Map<string, string>();
  readonly placeholders: ImportReport['placeholders'] = [];
  readonly lineage: string[] = [];
  campaignId = '';
  name = '';
  inviteCode = newInviteCode();
  sectionIndex = 0;
  batch: { section: Section; rows: Record<string, unknown>[] } | null = null;
  constructor(
    readonly header: ArchiveHeader,
    readonly salt: string,
    readonly options: ImportOptions,
  ) {}
  id = (old: string) => importedId(this.salt, old);
  user = (old: unknown) => (typeof old === 'string' ? (this.members.get(old) ?? null) : null);
}

/** A row of a table section with its ids, people and JSON mapped to the new campaign. */
function mapRow(state: ImportState, section: Section, table: PgTable, row: Record<string, unknown>, number: number): Record<string, unknown> {
  const allowed = columnsOf(table);
  const out: Record<string, unknown> = {};
  // An endpoint's format travels beside its columns (the secret that marked it does not).
  let format: WebhookFormat = 'STRIPE_COMPATIBLE';
  if (section === 'webhookEndpoints') {
    const { format: given, ...columns } = row;
    format = webhookFormat(given, number);
    row = columns;
  }
  for (const [column, value] of Object.entries(row)) {
    if (!allowed.has(column)) throw new ArchiveRefused(`section ${section}: unknown column ${column}`, number);
    if (value === null) out[column] = null;
    else if (ID_COLUMNS.has(column)) {
      if (typeof value !== 'string') throw new ArchiveRefused(`section ${section}: ${column} is not an id`, number);
      out[column] = state.id(value);
    } else if (USER_COLUMNS.has(column)) out[column] = state.user(value);
    else if (typeof value === 'object') out[column] = mapUuids(value, state.id);
    else out[column] = value;
  }
  switch (section) {
    case 'imports':
      // Earlier imports keep their salts: entries rolled before them still map (src/archive/ids.ts).
      state.lineage.push(String(row.salt));
      out.campaign_id = state.campaignId;
      break;
    case 'webhookEndpoints':
      // Its secret did not travel: a fresh one in its format, and the endpoint off until the GM
      // turns it on (`reactivateWebhookEndpoint`, which shows the GM a new secret).
      out.secret = importedSecret(format, state.options.randomHex());
      out.active = false;
      break;
    case 'outbox':
      // A new place in this instance's outbox order (kept, as the rows come in order); nothing re-sent.
      delete out.seq;
      out.dispatched_at ??= state.options.now.toISOString();
      break;
  }
  return out;
}

/** An archive from before formats travelled has none: those endpoints were all Stripe-compatible. */
function webhookFormat(value: unknown, number: number): WebhookFormat {
  if (value === undefined || value === null) return 'STRIPE_COMPATIBLE';
  if (value === 'STRIPE_COMPATIBLE' || value === 'STANDARD_WEBHOOKS') return value;
  throw new ArchiveRefused(`section webhookEndpoints: unknown format ${JSON.stringify(value)}`, number);
}

/** A stored secret of that format from 32 random bytes (hex): a Standard Webhooks one is `whsec_<base64>`. */
function importedSecret(format: WebhookFormat, hex: string): string {
  if (format === 'STRIPE_COMPATIBLE') return `whsec_${hex}`;
  const bytes = Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16));
  return storedSecret(format, `whsec_${btoa(String.fromCharCode(...bytes))}`);
}

async function flush(tx: Tx, state: ImportState): Promise<void> {
  const batch = state.batch;
  state.batch = null;
  if (!batch?.rows.length) return;
  const table = TABLES[batch.section]!;
  const columns = [...new Set(batch.rows.flatMap((r) => Object.keys(r)))];
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const name = sql.raw(`"${tableName(table)}"`);
  try {
    await tx.execute(sql`insert into ${name} (${list}) select ${list} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(batch.rows)}::jsonb)`);
  } catch (error) {
    throw new ArchiveRefused(`section ${batch.section}: the database refused its rows (${(error as Error).message.split('\n')[0]})`);
  }
}

async function readCampaign(tx: Tx, state: ImportState, row: Record<string, unknown>, number: number): Promise<void> {
  if (typeof row.id !== 'string' || row.id !== state.header.campaignId) throw new ArchiveRefused('the campaign line is not the header’s campaign', number);
  state.campaignId = state.id(row.id);
  state.name = String(row.name ?? '');
  const mapped = mapRow(state, 'campaign', campaigns, { ...row, invite_code: null, inbound_secret: null }, number);
  mapped.invite_code = state.inviteCode;
  const columns = Object.keys(mapped);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  try {
    await tx.execute(sql`insert into campaigns (${list}) select ${list} from jsonb_populate_record(null::campaigns, ${JSON.stringify(mapped)}::jsonb)`);
  } catch (error) {
    throw new ArchiveRefused(`the campaign was refused (${(error as Error).message.split('\n')[0]})`, number);
  }
  await tx.execute(sql`insert into memberships (campaign_id, user_id, role) values (${state.campaignId}::uuid, ${state.options.importerId}::uuid, 'GM')`);
}

/** A member becomes a placeholder user (no key), a PLAYER of the new campaign, with a claim code. */
async function readMember(tx: Tx, state: ImportState, row: Record<string, unknown>, number: number): Promise<void> {
  if (typeof row.id !== 'string' || typeof row.name !== 'string' || (row.role !== 'GM' && row.role !== 'PLAYER')) throw new ArchiveRefused('a member needs an id, a name and a role', number);
  const placeholder = state.id(row.id);
  state.members.set(row.id, placeholder);
  // When they joined travels: the roster (and whoever claims the placeholder) keeps it.
  const joinedAt = row.created_at === undefined || row.created_at === null ? state.options.now.toISOString() : row.created_at;
  if (typeof joinedAt !== 'string' || Number.isNaN(Date.parse(joinedAt))) throw new ArchiveRefused('a member’s created_at is not a date', number);
  const joined = new Date(joinedAt).toISOString();
  const claimCode = newInviteCode();
  state.placeholders.push({ name: row.name, role: row.role, claimCode });
  await tx.execute(sql`with u as (insert into users (id, name) values (${placeholder}::uuid, ${row.name}::text) returning id),
      m as (insert into memberships (campaign_id, user_id, role, created_at) select ${state.campaignId}::uuid, u.id, 'PLAYER', ${joined}::timestamptz from u)
    insert into placeholder_claims (campaign_id, placeholder_id, code_hash) select ${state.campaignId}::uuid, u.id, ${await hashApiKey(claimCode)}::text from u`);
}

/**
 * A character the app could not have made is refused, as a row of unknown shape is: an NPC is the
 * GM's (its owner is null), and one owned by a player would come back as that player's to act
 * for and, once claimed, to edit, while the screens, which show a player only PCs, hide it from
 * them (docs/archive.md §Refusals). Checked on the row as archived, whether or not its owner
 * travels as a member. The database refuses such a row too (`characters_npc_no_owner_ck`), but
 * only as "the database refused its rows": this check names the NPC and its line.
 */
function checkCharacter(row: Record<string, unknown>, number: number): void {
  if (row.kind === 'NPC' && row.owner_id !== null && row.owner_id !== undefined) {
    throw new ArchiveRefused(`section characters: the NPC ${JSON.stringify(row.name)} has an owner (a player’s id); NPCs are the GM’s and travel without one`, number);
  }
}

async function readRow(tx: Tx, state: ImportState, line: Record<string, unknown>, number: number): Promise<void> {
  const section = line.t as Section;
  const index = SECTIONS.indexOf(section);
  if (index < 0 || !line.r || typeof line.r !== 'object') throw new ArchiveRefused(`unknown line (section ${JSON.stringify(line.t)})`, number);
  if (index < state.sectionIndex) throw new ArchiveRefused(`section ${section} after ${SECTIONS[state.sectionIndex]}: lines out of order`, number);
  if (index !== state.sectionIndex) await flush(tx, state);
  state.sectionIndex = index;
  if (section !== 'campaign' && !state.campaignId) throw new ArchiveRefused('rows before the campaign line', number);
  state.seen[section] += 1;
  const row = line.r as Record<string, unknown>;
  if (section === 'campaign') {
    if (state.seen.campaign > 1) throw new ArchiveRefused('a second campaign line', number);
    return readCampaign(tx, state, row, number);
  }
  if (section === 'members') return readMember(tx, state, row, number);
  if (section === 'characters') checkCharacter(row, number);
  const table = TABLES[section]!;
  state.batch ??= { section, rows: [] };
  state.batch.rows.push(mapRow(state, section, table, row, number));
  if (state.batch.rows.length >= BATCH) await flush(tx, state);
}

function sameCounts(a: Counts, b: unknown): boolean {
  return !!b && typeof b === 'object' && SECTIONS.every((s) => (b as Record<string, unknown>)[s] === a[s]);
}

function checkTrailer(state: ImportState, value: Record<string, unknown>, number: number): void {
  const trailer = value as unknown as ArchiveTrailer;
  if (trailer.lines !== state.digest.lines) throw new ArchiveRefused(`the trailer counts ${trailer.lines} lines, the archive has ${state.digest.lines}: lines were added or removed`, number);
  if (trailer.sha256 !== state.digest.hex()) throw new ArchiveRefused('the lines do not match the trailer’s digest: the archive was edited or damaged', number);
  if (!sameCounts(state.seen, trailer.counts) || !sameCounts(state.seen, state.header.counts))
    throw new ArchiveRefused('the rows do not match the counts of the header and trailer', number);
}

/** After the rows: this import's own generation, and a fresh fairness epoch (the archived seeds are now known to whoever held the file). */
async function finish(tx: Tx, state: ImportState): Promise<ImportReport['keys']> {
  const keys = state.header.rollKeyIds.map((keyId) => ({ keyId: String(keyId), held: state.options.heldKeyIds.has(String(keyId)) }));
  await tx.insert(campaignImports).values({
    campaignId: state.campaignId,
    generation: state.lineage.length + 1,
    salt: state.salt,
    sourceInstance: state.header.sourceInstance,
    sourceCampaignId: state.header.campaignId,
    formatVersion: state.header.version,
    keys,
    importedBy: state.options.importerId,
    importedAt: state.options.now,
  });
  // The open epoch's seed travelled in the file: revealed now, and a new one opened with a seed
  // that never left this instance, so no roll from here on can be predicted from the archive.
  const seed = state.options.randomHex();
  const commitment = toHex(sha256(Uint8Array.from(seed.match(/../g)!, (h) => Number.parseInt(h, 16))));
  await tx.execute(sql`with revealed as (
      update fairness_epochs set revealed_at = ${state.options.now.toISOString()}::timestamptz, revealed_by = ${state.options.importerId}::uuid
      where campaign_id = ${state.campaignId}::uuid and revealed_at is null returning id)
    insert into fairness_epochs (campaign_id, number, seed, commitment, opened_at)
    select ${state.campaignId}::uuid, coalesce((select max(number) from fairness_epochs where campaign_id = ${state.campaignId}::uuid), 0) + 1, ${seed}::text, ${commitment}::text, ${state.options.now.toISOString()}::timestamptz
    from (select count(*) from revealed) r`);
  return keys;
}

/** Throws `ArchiveImportTimeout` once the bound has passed since this was made; does nothing without a bound. */
function stopwatch(bound: ImportOptions['timeBound']): () => void {
  if (!bound) return () => undefined;
  const monotonic = bound.monotonic ?? (() => performance.now());
  const started = monotonic();
  return () => {
    if (monotonic() - started > bound.ms) throw new ArchiveImportTimeout(bound.ms);
  };
}

export async function importArchive(db: Db, source: AsyncIterable<Uint8Array>, options: ImportOptions): Promise<ImportReport> {
  const inTime = stopwatch(options.timeBound);
  return db.transaction(async (tx) => {
    let state: ImportState | null = null;
    let ended = false;
    let keys: ImportReport['keys'] = [];
    let chains: ChainReport[] = [];
    for await (const { text, number, unterminated } of linesOf(source, options.maxBytes)) {
      if (ended) {
        if (text.trim()) throw new ArchiveRefused('lines after the trailer', number);
        continue;
      }
      const value = unterminated ? lastLine(text, number) : parseLine(text, number);
      if (!state) {
        state = new ImportState(checkHeader(value), options.randomHex(), options);
        state.digest.add(text);
        continue;
      }
      inTime();
      if (value.type === 'trailer') {
        await flush(tx, state);
        checkTrailer(state, value, number);
        keys = await finish(tx, state);
        chains = await checkChains(tx, { campaignId: state.campaignId, salts: [...state.lineage, state.salt], keys: options.rollKeys, inTime });
        ended = true;
        continue;
      }
      state.digest.add(text);
      await readRow(tx, state, value, number);
    }
    if (!state) throw new ArchiveRefused('the archive is empty');
    if (!ended) throw new ArchiveRefused(`the archive ends after line ${state.digest.lines} without its trailer: it was cut short (download or copy interrupted)`);
    return {
      campaignId: state.campaignId,
      name: state.name,
      inviteCode: state.inviteCode,
      sourceInstance: state.header.sourceInstance,
      sourceCampaignId: state.header.campaignId,
      counts: state.seen,
      keys,
      placeholders: state.placeholders,
      chains,
    };
  });
}

/** 32 random bytes as hex, from Web Crypto (the same on Node and Workers). */
export function randomHex(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

/** The campaigns a person may export: those they run as GM. */
export async function isGameMaster(db: Db, campaignId: string, userId: string): Promise<boolean> {
  const rows = rawRows(await db.execute(sql`select 1 from memberships where campaign_id = ${campaignId}::uuid and user_id = ${userId}::uuid and role = 'GM'`));
  return rows.length > 0;
}
