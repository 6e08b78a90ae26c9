/**
 * Character sheets in two round trips (issue #11): ONE read of everything the sheet rules need
 * (the character, the caller's role, its campaign's settings, its modules, and on request the
 * campaign's archetypes), and ONE data-modifying statement that writes a change with its
 * guard (the version the rules decided on), its ledger entry and its outbox events — all or
 * nothing, no BEGIN/COMMIT (DESIGN.md §Conventions 7 and 9). A guard that matches no row
 * returns null: someone wrote first, and the caller re-reads and re-decides.
 */
import type { SqlReader } from './combined-reads.js';
import { type SQL, sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import { type ModuleRow, VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import type { EpochRow } from './fairness.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import { chainHash, GENESIS_HASH, payloadHead, type RollEntry } from './rolls.js';
import { type RollKeyring, signRollHash } from './roll-keys.js';
import type { CampaignSettings, CharacterState } from './schema.js';

export type ArchetypeRowJson = {
  key: string;
  kind: string;
  name: { en: string; fr: string };
  modules: Record<string, unknown>[];
  creature: boolean;
};

export interface SheetCampaign {
  id: string;
  ruleset: 'SMS' | 'YLNIES';
  magicSystem: 'LOREVAL' | 'ALMERA' | null;
  settings: CampaignSettings;
  /** How many creation rolls the campaign has made: the next one derives at place creationRolls + 1. */
  creationRolls: number;
}

const CAMPAIGN_JSON = sql.raw(
  `json_build_object('id', cp.id, 'ruleset', cp.ruleset, 'magicSystem', cp.magic_system, 'settings', cp.settings, 'creationRolls', cp.creation_rolls)`,
);

export interface SheetRead {
  character: CharacterRow;
  /** The caller's role in the character's campaign; null for a non-member. */
  role: Role | null;
  campaign: SheetCampaign;
  /** In sheet order, as the modules loader gives them. */
  modules: ModuleRow[];
  /** The campaign's own archetypes, oldest first (only when asked for). */
  archetypes: ArchetypeRowJson[];
}

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A raw characters row (row_to_json: snake_case) in Drizzle's shape. */
export function toCharacterRow(r: Record<string, unknown>): CharacterRow {
  return {
    id: r.id as string,
    campaignId: r.campaign_id as string,
    ownerId: (r.owner_id as string | null) ?? null,
    name: r.name as string,
    kind: r.kind as CharacterRow['kind'],
    status: r.status as CharacterRow['status'],
    ruleset: r.ruleset as CharacterRow['ruleset'],
    race: (r.race as string | null) ?? null,
    sizeFactor: num(r.size_factor),
    creationBudget: num(r.creation_budget),
    state: (r.state as CharacterRow['state']) ?? {},
    xpAwarded: num(r.xp_awarded),
    xpBought: num(r.xp_bought),
    creationEarned: numOrNull(r.creation_earned),
    creationSpent: numOrNull(r.creation_spent),
    version: num(r.version),
    rollSeq: num(r.roll_seq ?? 0),
    rollHash: (r.roll_hash as string | undefined) ?? GENESIS_HASH,
    createdAt: toDate(r.created_at),
  };
}

/** A raw fairness_epochs row (row_to_json: snake_case) in Drizzle's shape. */
function toEpochRow(r: Record<string, unknown>): EpochRow {
  return {
    id: r.id as string,
    campaignId: r.campaign_id as string,
    number: num(r.number),
    seed: r.seed as string,
    commitment: r.commitment as string,
    openedAt: toDate(r.opened_at),
    revealedAt: r.revealed_at === null || r.revealed_at === undefined ? null : toDate(r.revealed_at),
    revealedBy: (r.revealed_by as string | null) ?? null,
  };
}

/** A raw modules row (row_to_json: snake_case) in Drizzle's shape. */
export function toModuleRow(r: Record<string, unknown>): ModuleRow {
  return {
    id: r.id as string,
    characterId: r.character_id as string,
    name: r.name as string,
    nameKey: r.name_key as string,
    scope: num(r.scope),
    polarity: r.polarity as ModuleRow['polarity'],
    rank: num(r.rank),
    source: r.source as ModuleRow['source'],
    roleplay: Boolean(r.roleplay),
    removable: Boolean(r.removable),
    objectName: (r.object_name as string | null) ?? null,
    canProgress: Boolean(r.can_progress),
    objectLost: Boolean(r.object_lost),
    position: num(r.position),
    createdAt: toDate(r.created_at),
  };
}

/** Where the sheet is found: by the character, or by one of its modules. */
export type SheetKey = { characterId: string } | { moduleId: string };

/**
 * The sheet and the caller's right to it, in ONE statement. Null when there is no such
 * character (or module). `archetypes` adds the campaign's archetypes to the same statement.
 */
export async function readSheet(db: SqlReader, key: SheetKey, userId: string, options: { archetypes?: boolean } = {}): Promise<SheetRead | null> {
  const which: SQL = 'characterId' in key ? sql`${key.characterId}::uuid` : sql`(select character_id from modules where id = ${key.moduleId}::uuid)`;
  const archetypes: SQL = options.archetypes
    ? sql`coalesce((select json_agg(json_build_object('key', a.key, 'kind', a.kind, 'name', a.name, 'modules', a.modules, 'creature', a.creature) order by a.created_at, a.key)
        from archetypes a where a.campaign_id = c.campaign_id), '[]'::json)`
    : sql`'[]'::json`;
  const result = await db.execute(sql`
    select row_to_json(c) as character, m.role,
      ${CAMPAIGN_JSON} as campaign,
      coalesce((select json_agg(row_to_json(mo) order by mo.position, mo.created_at) from modules mo where mo.character_id = c.id), '[]'::json) as modules,
      ${archetypes} as archetypes
    from characters c
    join campaigns cp on cp.id = c.campaign_id
    left join memberships m on m.campaign_id = c.campaign_id and m.user_id = ${userId}::uuid
    where c.id = ${which}`);
  const row = rowsOf<{ character: Record<string, unknown>; role: Role | null; campaign: SheetCampaign; modules: Record<string, unknown>[]; archetypes: ArchetypeRowJson[] }>(result)[0];
  if (!row) return null;
  return {
    character: toCharacterRow(row.character),
    role: row.role ?? null,
    campaign: row.campaign,
    modules: row.modules.map(toModuleRow),
    archetypes: row.archetypes,
  };
}

export interface CampaignRead {
  campaign: SheetCampaign;
  role: Role | null;
  archetypes: ArchetypeRowJson[];
  /** The open fairness epoch (creation rolls derive from its seed), null if the campaign has none yet. */
  epoch: EpochRow | null;
}

/**
 * A campaign, the caller's role in it, its open fairness epoch and, if asked, its archetypes,
 * in ONE statement; null when there is no such campaign.
 */
export async function readCampaignForSheets(db: SqlReader, campaignId: string, userId: string, options: { archetypes?: boolean } = {}): Promise<CampaignRead | null> {
  const archetypes: SQL = options.archetypes
    ? sql`coalesce((select json_agg(json_build_object('key', a.key, 'kind', a.kind, 'name', a.name, 'modules', a.modules, 'creature', a.creature) order by a.created_at, a.key)
        from archetypes a where a.campaign_id = cp.id), '[]'::json)`
    : sql`'[]'::json`;
  const result = await db.execute(sql`
    select ${CAMPAIGN_JSON} as campaign, m.role, ${archetypes} as archetypes,
      (select row_to_json(e) from fairness_epochs e where e.campaign_id = cp.id and e.revealed_at is null limit 1) as epoch
    from campaigns cp
    left join memberships m on m.campaign_id = cp.id and m.user_id = ${userId}::uuid
    where cp.id = ${campaignId}::uuid`);
  const row = rowsOf<{ campaign: SheetCampaign; role: Role | null; archetypes: ArchetypeRowJson[]; epoch: Record<string, unknown> | null }>(result)[0];
  if (!row) return null;
  return { campaign: { ...row.campaign, creationRolls: num(row.campaign.creationRolls) }, role: row.role ?? null, archetypes: row.archetypes, epoch: row.epoch ? toEpochRow(row.epoch) : null };
}

// ----- Writing --------------------------------------------------------------------------------

/** A module to insert; its id is chosen here so a ledger entry or an event can name it. */
export interface NewModule {
  id: string;
  name: string;
  nameKey: string;
  scope: number;
  polarity: ModuleRow['polarity'];
  rank: number;
  source: ModuleRow['source'];
  roleplay: boolean;
  removable: boolean;
  objectName: string | null;
  canProgress: boolean;
  position: number;
}

/** The columns of a module an edit may change. */
export type ModulePatch = Partial<Pick<ModuleRow, 'name' | 'nameKey' | 'scope' | 'polarity' | 'rank' | 'roleplay' | 'removable' | 'objectName' | 'canProgress' | 'objectLost'>>;

const MODULE_COLUMNS: Record<keyof ModulePatch, string> = {
  name: 'name',
  nameKey: 'name_key',
  scope: 'scope',
  polarity: 'polarity',
  rank: 'rank',
  roleplay: 'roleplay',
  removable: 'removable',
  objectName: 'object_name',
  canProgress: 'can_progress',
  objectLost: 'object_lost',
};

export interface LedgerAdjustment {
  reason: string;
  moduleId: string | null;
  detail: Record<string, unknown>;
  authorId: string;
}

export interface SheetEvent {
  type: EventType;
  payload: Record<string, unknown>;
}

export interface SheetChange {
  /** The character and the version the rules decided on (the guard). */
  characterId: string;
  /** The character's campaign: its live streams are told of the events. */
  campaignId: string;
  version: number;
  /** Columns of the character to set besides the version. */
  set?: { status?: 'ACTIVE'; creationEarned?: number; creationSpent?: number; sizeFactor?: number };
  /** Keys of `state` replaced whole. */
  state?: CharacterState;
  insert?: readonly NewModule[];
  update?: readonly { id: string; patch: ModulePatch }[];
  remove?: readonly string[];
  /** A GM_ADJUSTMENT entry of the experience ledger (0 XP). */
  adjustment?: LedgerAdjustment;
  events?: readonly SheetEvent[];
  at: Date;
}

export interface SheetWritten {
  character: CharacterRow;
  inserted: ModuleRow[];
  updated: ModuleRow[];
  removed: string[];
}

const MODULE_RECORD = sql.raw(
  'x(id uuid, name text, name_key text, scope int, polarity text, rank int, source text, roleplay boolean, removable boolean, object_name text, can_progress boolean, position int)',
);

function moduleRecords(list: readonly NewModule[]): string {
  return JSON.stringify(
    list.map((m) => ({
      id: m.id,
      name: m.name,
      name_key: m.nameKey,
      scope: m.scope,
      polarity: m.polarity,
      rank: m.rank,
      source: m.source,
      roleplay: m.roleplay,
      removable: m.removable,
      object_name: m.objectName,
      can_progress: m.canProgress,
      position: m.position,
    })),
  );
}

/** `insert into modules … select … from <owner>`: every row of `list` for the owner's id. */
function insertModules(owner: string, list: readonly NewModule[]): SQL {
  return sql`insert into modules (id, character_id, name, name_key, scope, polarity, rank, source, roleplay, removable, object_name, can_progress, position)
    select x.id, o.id, x.name, x.name_key, x.scope, x.polarity, x.rank, x.source, x.roleplay, x.removable, x.object_name, x.can_progress, x.position
    from ${sql.raw(owner)} o cross join jsonb_to_recordset(${moduleRecords(list)}::jsonb) as ${MODULE_RECORD}
    returning *`;
}

function eventCtes(owner: string, events: readonly SheetEvent[], at: Date): SQL[] {
  return events.map(
    (e, i) =>
      sql`, ${sql.raw(`ev${i}`)} as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select o.campaign_id, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb, ${at.toISOString()}::timestamptz from ${sql.raw(owner)} o
        returning id)`,
  );
}

/**
 * Write a sheet change in ONE statement: the character's version bumped only if it is still
 * the one read (with its columns and state keys), the modules inserted, changed and removed,
 * the ledger entry and the events. Null when the version guard matched nothing (someone wrote
 * first: nothing was written). A module whose name key is already on the sheet fails the whole
 * statement with the unique violation (`isDuplicateModule`).
 */
export async function writeSheet(db: Queryable, change: SheetChange): Promise<SheetWritten | null> {
  const sets: SQL[] = [sql`version = version + 1`];
  if (change.set?.status !== undefined) sets.push(sql`status = ${change.set.status}::text`);
  if (change.set?.creationEarned !== undefined) sets.push(sql`creation_earned = ${change.set.creationEarned}::int`);
  if (change.set?.creationSpent !== undefined) sets.push(sql`creation_spent = ${change.set.creationSpent}::int`);
  if (change.set?.sizeFactor !== undefined) sets.push(sql`size_factor = ${change.set.sizeFactor}::int`);
  if (change.state) sets.push(sql`state = state || ${JSON.stringify(change.state)}::jsonb`);
  const ctes: SQL[] = [
    sql`ch as (update characters set ${sql.join(sets, sql`, `)} where id = ${change.characterId}::uuid and version = ${change.version}::int returning *)`,
  ];
  const insert = change.insert ?? [];
  if (insert.length) ctes.push(sql`ins as (${insertModules('ch', insert)})`);
  const updates = (change.update ?? []).filter((u) => Object.keys(u.patch).length > 0);
  updates.forEach((u, i) => {
    const assignments = (Object.entries(u.patch) as [keyof ModulePatch, unknown][])
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => sql`${sql.raw(MODULE_COLUMNS[k])} = ${v}`);
    ctes.push(
      sql`${sql.raw(`upd${i}`)} as (update modules set ${sql.join(assignments, sql`, `)} from ch where modules.id = ${u.id}::uuid and modules.character_id = ch.id returning modules.*)`,
    );
  });
  const remove = change.remove ?? [];
  if (remove.length) {
    ctes.push(
      sql`del as (delete from modules using ch where modules.character_id = ch.id and modules.id in (${sql.join(
        remove.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) returning modules.id)`,
    );
  }
  if (change.adjustment) {
    const a = change.adjustment;
    ctes.push(sql`xp as (
      insert into experience_entries (character_id, kind, xp, reason, module_id, detail, author_id)
      select ch.id, 'GM_ADJUSTMENT', 0, ${a.reason}::text, ${a.moduleId}::uuid, ${JSON.stringify(a.detail)}::jsonb, ${a.authorId}::uuid from ch
      returning id)`);
  }
  if (change.events?.length) noteEventCampaign(db, change.campaignId);
  const events = eventCtes('ch', change.events ?? [], change.at);
  const updated = updates.length
    ? sql`(select json_agg(u) from (${sql.join(
        updates.map((_, i) => sql`select row_to_json(${sql.raw(`upd${i}`)}) as u from ${sql.raw(`upd${i}`)}`),
        sql` union all `,
      )}) us)`
    : sql`null::json`;
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)}${sql.join(events, sql``)}
    select row_to_json(ch) as character,
      ${insert.length ? sql`(select json_agg(row_to_json(ins)) from ins)` : sql`null::json`} as inserted,
      ${updated} as updated,
      ${remove.length ? sql`(select json_agg(del.id) from del)` : sql`null::json`} as removed
    from ch`);
  const row = rowsOf<{ character: Record<string, unknown>; inserted: Record<string, unknown>[] | null; updated: Record<string, unknown>[] | null; removed: string[] | null }>(result)[0];
  if (!row) return null;
  return {
    character: toCharacterRow(row.character),
    inserted: (row.inserted ?? []).map(toModuleRow),
    updated: (row.updated ?? []).map(toModuleRow),
    removed: row.removed ?? [],
  };
}

/** The sheet after a write: the rows read, with the write's changes applied, in sheet order. */
export function sheetAfter(before: readonly ModuleRow[], written: SheetWritten): ModuleRow[] {
  const gone = new Set(written.removed);
  const changed = new Map(written.updated.map((m) => [m.id, m]));
  return [...before.filter((m) => !gone.has(m.id)).map((m) => changed.get(m.id) ?? m), ...written.inserted].sort(
    (a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

// ----- Creating -------------------------------------------------------------------------------

export interface NewCharacter {
  id: string;
  campaignId: string;
  ownerId: string | null;
  name: string;
  kind: CharacterRow['kind'];
  status: CharacterRow['status'];
  ruleset: CharacterRow['ruleset'];
  race: string | null;
  sizeFactor?: number;
  creationBudget?: number;
  state?: CharacterState;
}

/** The first entry of a new character's roll log, sealed (`sealFirstRoll`). */
export interface FirstRoll {
  id: string;
  seq: number;
  kind: string;
  requestedBy: string | null;
  payload: string;
  prevHash: string;
  hash: string;
  epochId: string | null;
  keyId: string;
  mac: string;
  at: Date;
}

/**
 * A new character's first roll log entry: its place is known before the character exists
 * (seq 1 after the genesis hash), so it is sealed — payload, hash, signature — exactly as
 * src/db/rolls.ts seals any entry, and written in the same statement as the character.
 */
export async function sealFirstRoll(entry: RollEntry, keys: RollKeyring): Promise<FirstRoll> {
  const seq = 1;
  const payload = `${payloadHead(entry)}${seq}}`;
  const hash = await chainHash(GENESIS_HASH, seq, payload);
  const { keyId, mac } = await signRollHash(keys, hash);
  return { id: crypto.randomUUID(), seq, kind: entry.kind, requestedBy: entry.requestedBy, payload, prevHash: GENESIS_HASH, hash, epochId: entry.fairness?.epochId ?? null, keyId, mac, at: entry.at };
}

/** A place of the campaign's creation log (docs/fairness.md §Creation rolls) and the epoch its faces derive from. */
export interface CreationPlace {
  k: number;
  epochId: string;
}

/**
 * A rival creation took the place first (or the epoch's seed was revealed): nothing was written.
 * `next` is the creation log's next place as the losing statement found it once the rival's lock
 * was released, so the caller rolls again there without reading again (one more write); null
 * when the place had not moved (the epoch is no longer open: the caller reads again).
 */
export class CreationPlaceTaken extends VersionConflict {
  constructor(readonly next: number | null) {
    super();
  }
}

/**
 * Create a character in ONE statement: the row, its modules, the first entry of its roll log
 * (creation dice, with the chain head on the row) and its events. All or nothing. A creation
 * roll also takes place `k` of the campaign's creation log, only if it is still the next one
 * and its epoch still open: otherwise nothing is written (CreationPlaceTaken).
 * The place is taken as a roll's is (src/db/rolls.ts `writeRoll`): `place_head` locks the
 * campaign row first and, having waited for a rival creation to commit, returns its NEWEST
 * count (READ COMMITTED follows the update), which the loser rolls again after.
 */
export async function insertCharacter(
  db: Queryable,
  character: NewCharacter,
  options: { modules?: readonly NewModule[]; roll?: FirstRoll; creationPlace?: CreationPlace; events?: readonly SheetEvent[]; at: Date },
): Promise<{ character: CharacterRow; modules: ModuleRow[] }> {
  const c = character;
  const r = options.roll;
  const place = options.creationPlace;
  const ctes: SQL[] = [];
  if (place) {
    ctes.push(sql`place_head as (
      select creation_rolls from campaigns where id = ${c.campaignId}::uuid for no key update
    ), place as (
      update campaigns set creation_rolls = ${place.k}::int
      where id = ${c.campaignId}::uuid and creation_rolls = ${place.k - 1}::int
        and exists (select 1 from place_head)
        and exists (select 1 from fairness_epochs e where e.id = ${place.epochId}::uuid and e.revealed_at is null)
      returning id)`);
  }
  ctes.push(sql`ch as (
      insert into characters (id, campaign_id, owner_id, name, kind, status, ruleset, race, size_factor, creation_budget, state, roll_seq, roll_hash)
      select ${c.id}::uuid, ${c.campaignId}::uuid, ${c.ownerId}::uuid, ${c.name}::text, ${c.kind}::text, ${c.status}::text, ${c.ruleset}::text, ${c.race}::text,
             ${c.sizeFactor ?? 5}::int, ${c.creationBudget ?? 40}::int, ${JSON.stringify(c.state ?? {})}::jsonb, ${r?.seq ?? 0}::int, ${r?.hash ?? GENESIS_HASH}::text
      ${place ? sql`where exists (select 1 from place)` : sql``}
      returning *)`);
  const list = options.modules ?? [];
  if (list.length) ctes.push(sql`ins as (${insertModules('ch', list)})`);
  if (r) {
    ctes.push(sql`roll as (
      insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
      select ${r.id}::uuid, ch.campaign_id, ch.id, ${r.seq}::int, ${r.kind}::text, ${r.requestedBy}::uuid, null, ${r.payload}::text, ${r.prevHash}::text, ${r.hash}::text,
             ${r.epochId}::uuid, ${r.keyId}::text, ${r.mac}::text, ${r.at.toISOString()}::timestamptz from ch
      returning id)`);
  }
  if (options.events?.length) noteEventCampaign(db, c.campaignId);
  const events = eventCtes('ch', options.events ?? [], options.at);
  const modulesJson = list.length ? sql`(select json_agg(row_to_json(ins) order by ins.position) from ins)` : sql`null::json`;
  // One row whatever happened: the character, or (a place lost) the creation log's head it lost to.
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)}${sql.join(events, sql``)}
    select (select row_to_json(ch) from ch) as character, ${modulesJson} as modules${place ? sql`, (select creation_rolls from place_head) as made` : sql``}`);
  const row = rowsOf<{ character: Record<string, unknown> | null; modules: Record<string, unknown>[] | null; made?: number | string | null }>(result)[0];
  if (!row?.character) {
    if (!place) throw new Error('insertCharacter: no row inserted');
    const made = row?.made === null || row?.made === undefined ? null : Number(row.made);
    throw new CreationPlaceTaken(made !== null && made !== place.k - 1 ? made + 1 : null);
  }
  return { character: toCharacterRow(row.character), modules: (row.modules ?? []).map(toModuleRow) };
}
