/**
 * Experience awards (SMS §8) in two statements (issue #11): `readAwardState` reads everything an
 * award decides on — the caller's role, the characters asked, the session or scenario it is for,
 * the idempotency key and, for a replay, what the first request answered — and `writeAward`
 * writes the ledger entries, the characters' xp_awarded, the key with its response and the
 * 'experience.awarded' event in ONE data-modifying statement. A session or scenario pays each
 * character once (ON CONFLICT on the ledger's unique index, which the awards job shares); a key
 * is claimed by a plain INSERT, so the loser of two requests racing with one key fails as a
 * whole (`IdempotencyKeyTaken`, nothing written) and re-reads the winner's answer.
 *
 * Spending (SMS §8) likewise: `readSpendState` then `writePurchase`, one conditional statement.
 */
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type CharacterRow, callerRoleOverCharacter, type Role } from './access.js';
import type { ModuleRow } from './characters.js';
import type { Queryable } from './client.js';
import { isDuplicateModule, isUniqueViolation, pgConstraint, pgErrorCode } from './errors.js';
import { fromJson, globalIdSql, rowsOf } from './json-rows.js';
import { noteEventCampaign } from './outbox.js';
import { type Keyset, keysetWhere, type ScenarioRow } from './play-history.js';
import { type CampaignSettings, characters, experienceEntries, modules, scenarios } from './schema.js';

export type ExperienceEntryRow = typeof experienceEntries.$inferSelect;
export type AwardSourceKind = 'SESSION' | 'SCENARIO' | 'SCENARIO_BONUS' | 'MANUAL';

/** A Postgres uuid array literal of validated uuids. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** A ledger entry by its id (the `ExperienceEntry` node; who may see it is its character's to say); null when none. */
export async function experienceEntryById(db: Queryable, id: string): Promise<ExperienceEntryRow | null> {
  const [entry] = await db.select().from(experienceEntries).where(eq(experienceEntries.id, id)).limit(1);
  return entry ?? null;
}

/** The modules ledger entries name, by their ids (a removed one is missing): a query to await or to combine. */
export function modulesByIds(db: Queryable, ids: string[]) {
  return db.select().from(modules).where(inArray(modules.id, ids));
}

/**
 * A page of a character's experience ledger, newest first: its WHERE and ORDER BY (for
 * src/db/campaign-reads.ts `samePage`, which puts them and the limit on each select), the
 * select of its entries (each with its sort key as text and the caller's role over the character)
 * and the select of one column of its entries (`idsOf`: their authors, sources or scenarios).
 */
export function ledgerPage(db: Queryable, characterId: string, userId: string, keyset: Keyset) {
  const { conditions, orderBy, cursorKey } = keysetWhere(keyset, experienceEntries.createdAt, experienceEntries.id, 'timestamptz');
  const viewerRole = callerRoleOverCharacter(characterId, userId);
  return {
    where: and(eq(experienceEntries.characterId, characterId), ...conditions),
    orderBy,
    rows: db.select({ entry: experienceEntries, cursorKey, viewerRole }).from(experienceEntries),
    idsOf: (column: 'authorId' | 'sourceId' | 'scenarioId') => db.select({ id: experienceEntries[column] }).from(experienceEntries),
  };
}

/** The scenarios a page's entries name, as their source or as the scenario a rank was bought at (selects of their ids). */
export function scenariosNamedBy(sourceIds: SQLWrapper, scenarioIds: SQLWrapper): SQL | undefined {
  return or(inArray(scenarios.id, sourceIds), inArray(scenarios.id, scenarioIds));
}

export interface StoredKey {
  operation: string;
  requestHash: string;
  response: unknown;
}

export interface AwardState {
  role: Role | null;
  /** The characters asked that the campaign has, by id. */
  characters: CharacterRow[];
  /** The session or scenario of the campaign the award is for (null: none asked, or not found). */
  source: { title: string; status: string } | null;
  key: StoredKey | null;
  /** With a stored key: the entries and characters its response names, in its order. */
  replay: { awards: ExperienceEntryRow[]; alreadyAwarded: CharacterRow[] };
}

/** Everything an award decides on, in one statement. */
export async function readAwardState(
  db: Queryable,
  ask: { campaignId: string; userId: string; characterIds: readonly string[]; source: { kind: 'SESSION' | 'SCENARIO'; id: string } | null; key: string | null },
): Promise<AwardState> {
  const sourceId = ask.source?.id ?? null;
  const source =
    ask.source?.kind === 'SESSION'
      ? sql`(select json_build_object('title', s.title, 'status', s.status) from game_sessions s where s.id = ${sourceId}::uuid and s.campaign_id = ${ask.campaignId}::uuid)`
      : ask.source?.kind === 'SCENARIO'
        ? sql`(select json_build_object('title', s.title, 'status', s.status) from scenarios s where s.id = ${sourceId}::uuid and s.campaign_id = ${ask.campaignId}::uuid)`
        : sql`null::json`;
  const result = await db.execute(sql`
    with k as (
      select operation, request_hash, response from idempotency_keys where user_id = ${ask.userId}::uuid and key = ${ask.key}::text
    )
    select
      (select role from memberships where campaign_id = ${ask.campaignId}::uuid and user_id = ${ask.userId}::uuid) as role,
      (select json_agg(row_to_json(c) order by c.id) from characters c
        where c.campaign_id = ${ask.campaignId}::uuid and c.id = any(${uuidArray(ask.characterIds)}::uuid[])) as characters,
      ${source} as source,
      (select json_build_object('operation', k.operation, 'requestHash', k.request_hash, 'response', k.response) from k) as key,
      (select json_agg(row_to_json(e)) from experience_entries e
        where e.id in (select jsonb_array_elements_text(k.response->'entryIds')::uuid from k)) as replay_awards,
      (select json_agg(row_to_json(c)) from characters c
        where c.id in (select jsonb_array_elements_text(k.response->'alreadyAwardedIds')::uuid from k)) as replay_already`);
  const [row] = rowsOf<{
    role: Role | null;
    characters: Record<string, unknown>[] | null;
    source: { title: string; status: string } | null;
    key: StoredKey | null;
    replay_awards: Record<string, unknown>[] | null;
    replay_already: Record<string, unknown>[] | null;
  }>(result);
  const stored = (row?.key?.response ?? {}) as { entryIds?: string[]; alreadyAwardedIds?: string[] };
  const inOrder = (ids: string[] | undefined) => (a: { id: string }, b: { id: string }) => (ids ?? []).indexOf(a.id) - (ids ?? []).indexOf(b.id);
  return {
    role: row?.role ?? null,
    characters: (row?.characters ?? []).map((c) => fromJson(characters, c)),
    source: row?.source ?? null,
    key: row?.key ?? null,
    replay: {
      awards: (row?.replay_awards ?? []).map((e) => fromJson(experienceEntries, e)).sort(inOrder(stored.entryIds)),
      alreadyAwarded: (row?.replay_already ?? []).map((c) => fromJson(characters, c)).sort(inOrder(stored.alreadyAwardedIds)),
    },
  };
}

/** Another request with the same idempotency key wrote first: nothing of this one was written. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
    this.name = 'IdempotencyKeyTaken';
  }
}

export interface AwardWrite {
  xp: number;
  reason: string;
  sourceKind: AwardSourceKind;
  sourceId: string | null;
  authorId: string | null;
  at: Date;
  /** Claim this key (a plain insert: a second claim fails) and store the response with it. */
  key?: { userId: string; key: string; operation: string; requestHash: string } | null;
  /** The 'experience.awarded' payload, without `characterIds` (the statement adds who was paid); none if nobody was. */
  event?: Record<string, unknown> | null;
}

/**
 * Award `xp` to SMS characters of one campaign in ONE statement: the ledger entries with ON
 * CONFLICT DO NOTHING on (character, source kind, source) — a session or scenario never pays
 * twice — each character's xp_awarded grown by what was actually inserted, and, if asked, the
 * idempotency key with its response and the event. Returns the entries written, by character.
 */
export async function writeAward(db: Queryable, campaignId: string, characterIds: readonly string[], award: AwardWrite): Promise<ExperienceEntryRow[]> {
  const at = award.at.toISOString();
  if (award.event) noteEventCampaign(db, campaignId);
  const ids = uuidArray(characterIds);
  const key = award.key
    ? sql`,
    k as (
      insert into idempotency_keys (user_id, key, operation, request_hash, response, created_at)
      select ${award.key.userId}::uuid, ${award.key.key}::text, ${award.key.operation}::text, ${award.key.requestHash}::text,
        jsonb_build_object(
          'entryIds', coalesce((select jsonb_agg(ins.id order by ins.character_id) from ins), '[]'::jsonb),
          'alreadyAwardedIds', coalesce((select jsonb_agg(c.id order by c.id) from characters c
            where c.campaign_id = ${campaignId}::uuid and c.id = any(${ids}::uuid[]) and not exists (select 1 from ins where ins.character_id = c.id)), '[]'::jsonb)),
        ${at}::timestamptz
      returning key
    )`
    : sql``;
  const event = award.event
    ? sql`,
    ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select ${campaignId}::uuid, 'experience.awarded',
        ${JSON.stringify(award.event)}::jsonb || jsonb_build_object('characterIds', (select jsonb_agg(${globalIdSql('Character', sql`ins.character_id`)} order by ins.character_id) from ins)),
        ${at}::timestamptz
      where exists (select 1 from ins)
      returning id
    )`
    : sql``;
  try {
    const result = await db.execute(sql`
      with ins as (
        insert into experience_entries (character_id, kind, xp, reason, source_kind, source_id, author_id, created_at)
        select c.id, 'AWARD', ${award.xp}::int, ${award.reason}::text, ${award.sourceKind}::text, ${award.sourceId}::uuid, ${award.authorId}::uuid, ${at}::timestamptz
        from characters c
        where c.id = any(${ids}::uuid[]) and c.campaign_id = ${campaignId}::uuid and c.ruleset = 'SMS'
        on conflict (character_id, source_kind, source_id) where kind = 'AWARD' and source_id is not null do nothing
        returning *
      ),
      upd as (
        update characters c set xp_awarded = c.xp_awarded + ins.xp, version = c.version + 1
        from ins where c.id = ins.character_id
        returning c.id
      )${key}${event}
      select row_to_json(ins) as entry from ins order by ins.character_id`);
    return rowsOf<{ entry: Record<string, unknown> }>(result).map((r) => fromJson(experienceEntries, r.entry));
  } catch (error) {
    if (award.key && isUniqueViolation(error) && pgConstraint(error) === 'idempotency_keys_pk') throw new IdempotencyKeyTaken();
    throw error;
  }
}

// ----- Spending (one rank at a scenario end) ----------------------------------------------------

export interface SpendState {
  character: CharacterRow;
  role: Role | null;
  available: number;
  settings: CampaignSettings | null;
  magicSystem: string | null;
  /** The last scenario the character completed: its spending window (SMS §8). */
  scenario: ScenarioRow | null;
  /** Modules already raised at that scenario end. */
  bought: string[];
  /** The sheet, in sheet order. */
  modules: ModuleRow[];
}

/**
 * Everything a purchase decides on, in one statement: the character with the caller's role,
 * its account, the campaign's settings, the last scenario it completed, what was bought at that
 * scenario end, the sheet.
 */
export async function readSpendState(db: Queryable, characterId: string, userId: string): Promise<SpendState | null> {
  const result = await db.execute(sql`
    with ch as (select * from characters where id = ${characterId}::uuid),
    last as (
      select s.* from scenarios s
      join scenario_participants sp on sp.scenario_id = s.id
      where sp.character_id = ${characterId}::uuid and s.status = 'COMPLETED'
      order by s.completed_at desc nulls last, s.id desc
      limit 1
    )
    select row_to_json(ch) as character,
      (select role from memberships m where m.campaign_id = ch.campaign_id and m.user_id = ${userId}::uuid) as role,
      ((coalesce(ch.creation_earned, 0) + ch.xp_awarded) - (coalesce(ch.creation_spent, 0) + ch.xp_bought))::int as available,
      cp.settings, cp.magic_system,
      (select row_to_json(last) from last) as scenario,
      (select json_agg(e.module_id) from experience_entries e
        where e.kind = 'PURCHASE' and e.character_id = ch.id and e.scenario_id = (select id from last)) as bought,
      (select json_agg(row_to_json(m) order by m.position, m.created_at) from modules m where m.character_id = ch.id) as modules
    from ch left join campaigns cp on cp.id = ch.campaign_id`);
  const [row] = rowsOf<{
    character: Record<string, unknown>;
    role: Role | null;
    available: number;
    settings: CampaignSettings | null;
    magic_system: string | null;
    scenario: Record<string, unknown> | null;
    bought: string[] | null;
    modules: Record<string, unknown>[] | null;
  }>(result);
  if (!row) return null;
  return {
    character: fromJson(characters, row.character),
    role: row.role ?? null,
    available: Number(row.available),
    settings: row.settings ?? null,
    magicSystem: row.magic_system ?? null,
    scenario: row.scenario ? fromJson(scenarios, row.scenario) : null,
    bought: row.bought ?? [],
    modules: (row.modules ?? []).map((m) => fromJson(modules, m)),
  };
}

export interface PurchaseWrite {
  characterId: string;
  /** The character's campaign: its live streams are told of the event. */
  campaignId: string;
  cost: number;
  /** Raise this module from `fromRank` by one, or add the new module at rank 1. */
  module:
    | { raise: true; id: string; fromRank: number }
    | {
        raise: false;
        id: string;
        name: string;
        nameKey: string;
        scope: number;
        polarity: string;
        roleplay: boolean;
        removable: boolean;
        objectName: string | null;
        canProgress: boolean;
      };
  entry: { id: string; reason: string; scenarioId: string; detail: Record<string, unknown>; authorId: string };
  /** The 'rank.bought' payload; the statement adds `available` as it is after the purchase. */
  event: Record<string, unknown>;
  at: Date;
}

/** Which guard of the purchase statement failed. */
export type PurchaseLost = 'module-on-sheet' | 'rank-this-scenario' | 'experience-spent' | 'module-changed';

export class PurchaseFailed extends Error {
  constructor(readonly lost: PurchaseLost) {
    super(`purchase lost: ${lost}`);
    this.name = 'PurchaseFailed';
  }
}

/**
 * The purchase in ONE statement, all or nothing: the XP only if still available (never
 * negative, whatever runs at the same time), the rank (only if the module is still at the rank
 * read), the ledger entry (unique per module and scenario end) and the outbox event. A lost
 * guard throws `PurchaseFailed` and nothing is written.
 */
export async function writePurchase(db: Queryable, p: PurchaseWrite): Promise<{ character: CharacterRow; module: ModuleRow; entry: ExperienceEntryRow }> {
  const at = p.at.toISOString();
  noteEventCampaign(db, p.campaignId);
  const m = p.module;
  const moduleWrite = m.raise
    ? sql`update modules set rank = modules.rank + 1 from ch
          where modules.id = ${m.id}::uuid and modules.character_id = ch.id and modules.rank = ${m.fromRank}::int
          returning modules.*`
    : sql`insert into modules (id, character_id, name, name_key, scope, polarity, rank, source, roleplay, removable, object_name, can_progress, position)
          select ${m.id}::uuid, ch.id, ${m.name}::text, ${m.nameKey}::text, ${m.scope}::int, ${m.polarity}::text, 1, 'PLAYER', ${m.roleplay}::boolean,
                 ${m.removable}::boolean, ${m.objectName}::text, ${m.canProgress}::boolean,
                 coalesce((select max(position) + 1 from modules where character_id = ch.id), 0)
          from ch
          returning *`;
  let rows: { character: Record<string, unknown>; module: Record<string, unknown> | null; entry: Record<string, unknown> | null }[];
  try {
    rows = rowsOf(
      await db.execute(sql`
        with ch as (
          update characters set xp_bought = xp_bought + ${p.cost}::int, version = version + 1
          where id = ${p.characterId}::uuid and status = 'ACTIVE'
            and (coalesce(creation_earned, 0) + xp_awarded) - (coalesce(creation_spent, 0) + xp_bought) >= ${p.cost}::int
          returning *
        ),
        m as (${moduleWrite}),
        e as (
          insert into experience_entries (id, character_id, kind, xp, reason, module_id, scenario_id, detail, author_id, created_at)
          select ${p.entry.id}::uuid, ch.id, 'PURCHASE', (select ${p.cost}::int from m), ${p.entry.reason}::text, ${m.id}::uuid, ${p.entry.scenarioId}::uuid,
                 ${JSON.stringify(p.entry.detail)}::jsonb, ${p.entry.authorId}::uuid, ${at}::timestamptz
          from ch
          returning *
        ),
        ev as (
          insert into outbox_events (campaign_id, type, payload, created_at)
          select ch.campaign_id, 'rank.bought',
                 ${JSON.stringify(p.event)}::jsonb || jsonb_build_object('available', (coalesce(ch.creation_earned, 0) + ch.xp_awarded) - (coalesce(ch.creation_spent, 0) + ch.xp_bought)),
                 ${at}::timestamptz
          from ch join e on true
          returning id
        )
        select row_to_json(ch) as character, (select row_to_json(m) from m) as module, (select row_to_json(e) from e) as entry from ch`),
    );
  } catch (error) {
    // A concurrent purchase added the same new module first (the sheet's unique name key).
    if (isDuplicateModule(error)) throw new PurchaseFailed('module-on-sheet');
    // The ledger's one rank per module per scenario end.
    if (isUniqueViolation(error)) throw new PurchaseFailed('rank-this-scenario');
    // The entry's xp is taken from the module write: NULL there means the module changed (or
    // went) since we read it, and the whole statement rolled back.
    if (pgErrorCode(error) === '23502') throw new PurchaseFailed('module-changed');
    throw error;
  }
  const row = rows[0];
  // Another purchase spent the XP between our read and our write.
  if (!row) throw new PurchaseFailed('experience-spent');
  return { character: fromJson(characters, row.character), module: fromJson(modules, row.module!), entry: fromJson(experienceEntries, row.entry!) };
}
