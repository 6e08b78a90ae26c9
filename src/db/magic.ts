/**
 * The two statements of a magical action (castSpell, useSpecialPower, counterSpell, dispel,
 * performRitual, recoverExhaustion, previewCast; issue #11 goal 1):
 *
 * 1. `readMagicScene`: ONE read of everything the rules need — the caster with the caller's role
 *    in its campaign, the campaign, the characters the action touches (caster, targets,
 *    assistants, the caster of an effect being dispelled …), the sheets (modules) asked for, the
 *    spell, the encounter, and the campaign's open fairness epoch. The caster's row carries the
 *    roll chain's head: where its next roll goes.
 * 2. `writeMagicAction`: ONE data-modifying statement that writes what the rules decided — the
 *    characters' state (costs, wounds, effects), the magic modules added and expired, the
 *    encounter's one-spell booking, the roll log entry (advancing the chain head) and the outbox
 *    events, in order — only if nothing it was decided on changed since the read: it first locks
 *    the characters (in id order) and the encounter, and every write is conditional on their
 *    versions (and the caster's chain head) still being the ones read. Otherwise it writes
 *    nothing and answers false: the caller reads again and decides again (the fair dice derive at
 *    the new place, docs/fairness.md). No BEGIN/COMMIT: one statement is atomic on every driver.
 */
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type CharacterRow, callerRoleIn } from './access.js';
import type { Queryable } from './client.js';
import type { ModuleRow } from './characters.js';
import type { EncounterRow } from './encounters.js';
import { isRetryableRace } from './errors.js';
import type { EpochRow } from './fairness.js';
import { globalIdSql, fromJson as rowFromJson } from './json-rows.js';
import { type EventType, noteEventCampaign } from './outbox.js';
import type { RollRow } from './rolls.js';
import { rawRows, tableRow } from './rows.js';
import { campaigns, characters, encounters, fairnessEpochs, memberships, modules, outboxEvents, spells } from './schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type SpellRow = typeof spells.$inferSelect;

/** Some drivers hand json back as text. */
function parsed<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A set of uuids as one parameter (ill-formed ones dropped: they match nothing). */
function uuids(ids: readonly (string | null | undefined)[]): SQL {
  const list = [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
  return sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
}

const uuidOrNull = (id: string | null | undefined): string | null => (id && UUID.test(id) ? id : null);

export interface MagicSceneQuery {
  userId: string;
  /** The character acting (the caster, the counter-caster, the one resting …). */
  characterId: string;
  /** Other characters the action touches or looks at (read only within the caster's campaign). */
  characterIds?: readonly (string | null | undefined)[];
  /** Whose modules (sheets) the rules need. */
  sheetIds?: readonly (string | null | undefined)[];
  spellId?: string | null;
  encounterId?: string | null;
  /** Dispel: the effect `effectId` on `characterId`; the effect's caster is read with the others. */
  effectOf?: { characterId: string; effectId: string } | null;
}

export interface MagicScene {
  character: CharacterRow;
  role: 'GM' | 'PLAYER' | null;
  campaign: CampaignRow;
  /** The characters asked for (the acting one included) that belong to its campaign. */
  characters: Map<string, CharacterRow>;
  sheets: Map<string, ModuleRow[]>;
  spell: SpellRow | null;
  encounter: EncounterRow | null;
  epoch: EpochRow | null;
  /** Dispel: the caster of the effect named by `effectOf`, if it names one. */
  effectCasterId: string | null;
}

/** The ONE read of a magical action; null when the acting character does not exist. */
export async function readMagicScene(db: Queryable, q: MagicSceneQuery): Promise<MagicScene | null> {
  const characterId = uuidOrNull(q.characterId);
  if (!characterId) return null;
  const effectTarget = uuidOrNull(q.effectOf?.characterId);
  const effectCaster: SQL = effectTarget
    ? sql`(select fx->>'casterId' from characters t, jsonb_array_elements(case when jsonb_typeof(t.state->'magic'->'effects') = 'array' then t.state->'magic'->'effects' else '[]'::jsonb end) fx
           where t.id = ${effectTarget}::uuid and t.campaign_id = c.campaign_id and fx->>'id' = ${q.effectOf!.effectId}::text limit 1)`
    : sql`null::text`;
  const spellId = uuidOrNull(q.spellId);
  const encounterId = uuidOrNull(q.encounterId);
  const result = await db.execute(sql`with c as (
      select * from characters where id = ${characterId}::uuid
    ), fxc as (
      select ${effectCaster} as caster_id from c
    )
    select
      (select m.role from memberships m where m.campaign_id = c.campaign_id and m.user_id = ${q.userId}::uuid) as role,
      (select to_jsonb(ca) from campaigns ca where ca.id = c.campaign_id) as campaign,
      (select jsonb_agg(to_jsonb(x) order by x.id) from characters x
        where x.campaign_id = c.campaign_id
          and (x.id in ${uuids([characterId, ...(q.characterIds ?? [])])} or x.id::text = (select caster_id from fxc))) as characters,
      (select jsonb_agg(to_jsonb(mo) order by mo.character_id, mo.position, mo.created_at) from modules mo
        where mo.character_id in ${uuids(q.sheetIds ?? [])}) as modules,
      ${spellId ? sql`(select to_jsonb(s) from spells s where s.id = ${spellId}::uuid and s.campaign_id = c.campaign_id)` : sql`null::jsonb`} as spell,
      ${encounterId ? sql`(select to_jsonb(e) from encounters e where e.id = ${encounterId}::uuid)` : sql`null::jsonb`} as encounter,
      (select to_jsonb(f) from fairness_epochs f where f.campaign_id = c.campaign_id and f.revealed_at is null limit 1) as epoch,
      (select caster_id from fxc) as effect_caster_id
    from c`);
  type Raw = Record<string, unknown>;
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const list = (parsed(row.characters as Raw[] | string | null) ?? []).map((r) => rowFromJson(characters, r));
  const byId = new Map(list.map((r) => [r.id, r]));
  const sheets = new Map<string, ModuleRow[]>();
  for (const id of q.sheetIds ?? []) if (id) sheets.set(id, []);
  for (const raw of parsed(row.modules as Raw[] | string | null) ?? []) {
    const m = rowFromJson(modules, raw);
    sheets.get(m.characterId)?.push(m);
  }
  const one = <T extends PgTable>(table: T, value: unknown) => {
    const raw = parsed(value as Raw | string | null);
    return raw ? rowFromJson(table, raw) : null;
  };
  return {
    character: byId.get(characterId)!,
    role: (row.role as 'GM' | 'PLAYER' | null) ?? null,
    campaign: one(campaigns, row.campaign)!,
    characters: byId,
    sheets,
    spell: one(spells, row.spell),
    encounter: one(encounters, row.encounter),
    epoch: one(fairnessEpochs, row.epoch),
    effectCasterId: uuidOrNull(row.effect_caster_id as string | null),
  };
}

/** What one magical action writes, decided on characters and an encounter read at these versions. */
export interface MagicWrite {
  campaignId: string;
  at: Date;
  /** Every character the decision read: each must still be at the version read. */
  guards: readonly { id: string; version: number }[];
  /** Characters whose state changes: these top-level keys replaced, the version bumped. */
  states: readonly { id: string; patch: Record<string, unknown> }[];
  /** Temporary modules (source MAGIC) to add, ids chosen by the caller. */
  addModules: readonly { id: string; characterId: string; name: string; nameKey: string; scope: number; polarity: string; rank: number }[];
  /** Magic modules to drop (expired or dispelled). */
  dropModules: readonly string[];
  /** The encounter's new state, if the action booked in it (read at `version`, now at `newVersion`). */
  encounter: { id: string; version: number; newVersion: number; state: Record<string, unknown>; status: 'ACTIVE' | 'ENDED' } | null;
  /** The roll log entry, sealed at the caster's head as read (`prevHash`, `seq - 1`). */
  roll: RollRow | null;
  /** Outbox events, in this order. */
  events: readonly { type: EventType; payload: Record<string, unknown> }[];
}

/**
 * Write a magical action in ONE statement, only if nothing it was decided on moved: true when it
 * was written, false (nothing written) when a rival wrote first — read again and decide again.
 */
export async function writeMagicAction(db: Queryable, w: MagicWrite): Promise<boolean> {
  const at = w.at.toISOString();
  if (w.events.length) noteEventCampaign(db, w.campaignId);
  const lockIds = [...new Set([...w.guards.map((g) => g.id), ...(w.roll ? [w.roll.characterId] : [])])];
  const rollHead = w.roll ? { id: w.roll.characterId, seq: w.roll.seq, hash: w.roll.hash } : null;
  const writes = new Map<string, { id: string; patch: Record<string, unknown> | null; roll_seq: number | null; roll_hash: string | null }>();
  for (const s of w.states) writes.set(s.id, { id: s.id, patch: s.patch, roll_seq: null, roll_hash: null });
  if (rollHead) {
    const entry = writes.get(rollHead.id) ?? { id: rollHead.id, patch: null, roll_seq: null, roll_hash: null };
    writes.set(rollHead.id, { ...entry, roll_seq: rollHead.seq, roll_hash: rollHead.hash });
  }
  const r = w.roll;
  const encounterLock: SQL = w.encounter ? sql`, le as (select version from encounters where id = ${w.encounter.id}::uuid for update)` : sql``;
  const encounterGuard: SQL = w.encounter ? sql` and coalesce((select version from le) = ${w.encounter.version}::int, false)` : sql``;
  const rollGuard: SQL = r
    ? sql` and exists (select 1 from lk where lk.id = ${r.characterId}::uuid and lk.roll_seq = ${r.seq - 1}::int and lk.roll_hash = ${r.prevHash}::text)`
    : sql``;
  const encounterWrite: SQL = w.encounter
    ? sql`, en as (
        update encounters set state = ${JSON.stringify(w.encounter.state)}::jsonb, status = ${w.encounter.status}::text, version = ${w.encounter.newVersion}::int
        where id = ${w.encounter.id}::uuid and (select ok from ok) returning id
      )`
    : sql``;
  const rollWrite: SQL = r
    ? sql`, ro as (
        insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
        select ${r.id}::uuid, ${r.campaignId}::uuid, ${r.characterId}::uuid, ${r.seq}::int, ${r.kind}::text, ${r.requestedBy}::uuid, ${r.requestId}::uuid,
               ${r.payload}::text, ${r.prevHash}::text, ${r.hash}::text, ${r.epochId}::uuid, ${r.keyId}::text, ${r.mac}::text, ${r.createdAt.toISOString()}::timestamptz
        where (select ok from ok) returning id
      )`
    : sql``;
  // No event (recovering from exhaustion), no insert into the outbox: the Worker then tells no live object.
  const insertEvents: SQL = w.events.length
    ? sql`, ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select ${w.campaignId}::uuid, e.value->>'type', e.value->'payload', ${at}::timestamptz
      from jsonb_array_elements(${JSON.stringify(w.events)}::jsonb) with ordinality e(value, n)
      where (select ok from ok)
      order by e.n
      returning id
    )`
    : sql``;
  const query = sql`with lk as (
      select id, version, roll_seq, roll_hash from characters where id in ${uuids(lockIds)} order by id for update
    )${encounterLock}, ok as (
      select (select count(*) from lk join jsonb_to_recordset(${JSON.stringify(w.guards)}::jsonb) g(id uuid, version int) on g.id = lk.id and g.version = lk.version)
             = ${w.guards.length}::int${rollGuard}${encounterGuard} as ok
    ), ch as (
      update characters c set
        state = case when v.patch is null then c.state else c.state || v.patch end,
        version = case when v.patch is null then c.version else c.version + 1 end,
        roll_seq = coalesce(v.roll_seq, c.roll_seq),
        roll_hash = coalesce(v.roll_hash, c.roll_hash)
      from jsonb_to_recordset(${JSON.stringify([...writes.values()])}::jsonb) v(id uuid, patch jsonb, roll_seq int, roll_hash text)
      where c.id = v.id and (select ok from ok)
      returning c.id
    ), md as (
      delete from modules where id in ${uuids(w.dropModules)} and source = 'MAGIC' and (select ok from ok) returning id
    ), mi as (
      insert into modules (id, character_id, name, name_key, scope, polarity, rank, source, can_progress, position)
      select m.id, m.character_id, m.name, m.name_key, m.scope, m.polarity, m.rank, 'MAGIC', false, 10000
      from jsonb_to_recordset(${JSON.stringify(w.addModules.map((m) => ({ id: m.id, character_id: m.characterId, name: m.name, name_key: m.nameKey, scope: m.scope, polarity: m.polarity, rank: m.rank })))}::jsonb)
        m(id uuid, character_id uuid, name text, name_key text, scope int, polarity text, rank int)
      where (select ok from ok)
      returning id
    )${encounterWrite}${rollWrite}${insertEvents}
    select (select ok from ok) as ok`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    // A deadlock with another writer, or the log's unique index (a head out of step): a lost race.
    if (isRetryableRace(error)) return false;
    throw error;
  }
  const [outcome] = (result as { rows: { ok: boolean | string | null }[] }).rows;
  return outcome?.ok === true || outcome?.ok === 't' || outcome?.ok === 'true';
}

/** A campaign with the caller's role in it (null when not a member), in ONE statement; null when there is no such campaign. */
export async function campaignWithRole(db: Queryable, campaignId: string, userId: string): Promise<{ campaign: CampaignRow; role: 'GM' | 'PLAYER' | null } | null> {
  const rows = await db
    .select({ campaign: campaigns, role: memberships.role })
    .from(campaigns)
    .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, userId)))
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  const row = rows[0];
  return row ? { campaign: row.campaign, role: row.role ?? null } : null;
}

/**
 * A spell added to the campaign's catalogue and its `spell.defined` event, in ONE statement: the
 * players' cast forms learn of it live (docs/webhooks.md), and a refused name (the unique
 * index, `spells_campaign_name_uq`) writes neither.
 */
export async function insertSpellWithEvent(db: Queryable, campaignId: string, name: string, definition: Record<string, unknown>, createdBy: string, at: Date): Promise<SpellRow> {
  noteEventCampaign(db, campaignId);
  const result = await db.execute(sql`with s as (
      insert into spells (campaign_id, name, definition, created_by)
      values (${campaignId}::uuid, ${name}::text, ${JSON.stringify(definition)}::jsonb, ${createdBy}::uuid)
      returning *
    ), ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select s.campaign_id, 'spell.defined',
             json_build_object('campaignId', ${globalIdSql('Campaign', sql`s.campaign_id`)}, 'spellId', ${globalIdSql('Spell', sql`s.id`)},
                               'name', s.name, 'kind', s.definition->>'kind', 'power', (s.definition->>'power')::int)::jsonb,
             ${at.toISOString()}::timestamptz
      from s
      returning id
    )
    select * from s`);
  return tableRow(spells, rawRows(result)[0]!);
}

/**
 * The campaign's latest `spell.announced` events (`Campaign.spellAnnouncements`), newest first, with
 * the caller's membership inside the read: a query to await or to combine.
 */
export function spellAnnouncementEvents(db: Queryable, campaignId: string, userId: string, limit: number) {
  return db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.campaignId, campaignId), eq(outboxEvents.type, 'spell.announced'), isNotNull(callerRoleIn(campaignId, userId))))
    .orderBy(desc(outboxEvents.seq))
    .limit(limit);
}
