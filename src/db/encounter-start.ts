/**
 * Starting an action sequence (SMS §5) in two statements (issue #11): ONE read of the campaign's
 * ruleset, the caller's role, its open fairness epoch and the named characters with their
 * modules and roll chain heads; ONE data-modifying statement that inserts the encounter, logs the
 * initiative roll-offs in the tied characters' chains (only if their heads are still the ones
 * read) and writes the `encounter.changed` event.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import { VersionConflict, type ModuleRow } from './characters.js';
import type { Queryable } from './client.js';
import { rowFromJson } from './encounter-scene.js';
import type { EncounterRow } from './encounters.js';
import { isRetryableRace } from './errors.js';
import type { EpochRow } from './fairness.js';
import type { OutboxEntry } from './encounter-scene.js';
import { rollBatchSql, type SealedRoll } from './roll-batch.js';
import { campaigns, characters, encounters, fairnessEpochs, memberships, modules } from './schema.js';
import { noteEventCampaign } from './outbox.js';

export interface EncounterStartScene {
  ruleset: 'SMS' | 'YLNIES' | null;
  /** The caller's role in the campaign (null: not a member, or no such campaign). */
  role: Role | null;
  epoch: EpochRow | null;
  /** The named characters of this campaign, with their modules in sheet order. */
  characters: Map<string, { character: CharacterRow; modules: ModuleRow[] }>;
}

/** Everything startEncounter decides on, in one statement. */
export async function readEncounterStart(db: Queryable, campaignId: string, userId: string, characterIds: readonly string[]): Promise<EncounterStartScene> {
  const rows = await db
    .select({ ruleset: campaigns.ruleset, role: memberships.role, epoch: fairnessEpochs, character: characters, module: modules })
    .from(campaigns)
    .leftJoin(memberships, and(eq(memberships.campaignId, campaigns.id), eq(memberships.userId, userId)))
    .leftJoin(fairnessEpochs, and(eq(fairnessEpochs.campaignId, campaigns.id), isNull(fairnessEpochs.revealedAt)))
    .leftJoin(characters, characterIds.length ? and(eq(characters.campaignId, campaigns.id), inArray(characters.id, [...characterIds])) : sql`false`)
    .leftJoin(modules, eq(modules.characterId, characters.id))
    .where(eq(campaigns.id, campaignId))
    .orderBy(asc(characters.id), asc(modules.position), asc(modules.createdAt));
  const byId = new Map<string, { character: CharacterRow; modules: ModuleRow[] }>();
  for (const row of rows) {
    if (!row.character) continue;
    const sheet = byId.get(row.character.id) ?? { character: row.character, modules: [] };
    byId.set(row.character.id, sheet);
    if (row.module) sheet.modules.push(row.module);
  }
  const first = rows[0];
  return { ruleset: first?.ruleset ?? null, role: first?.role ?? null, epoch: first?.epoch ?? null, characters: byId };
}

export interface NewEncounter {
  id: string;
  campaignId: string;
  name: string;
  state: Record<string, unknown>;
  at: Date;
}

/**
 * Insert the encounter, log the roll-offs and write the event in ONE statement. A roll-off whose
 * chain head moved since it was read is a VersionConflict, and nothing was written.
 */
export async function writeEncounterStart(db: Queryable, encounter: NewEncounter, rolls: readonly SealedRoll[], event: OutboxEntry): Promise<EncounterRow> {
  const batch = rollBatchSql(rolls, 'enc');
  const at = encounter.at.toISOString();
  noteEventCampaign(db, encounter.campaignId);
  const query = sql`with ${batch.lock}enc as (
      insert into encounters (id, campaign_id, name, status, state, created_at)
      select ${encounter.id}::uuid, ${encounter.campaignId}::uuid, ${encounter.name}::text, 'ACTIVE', ${JSON.stringify(encounter.state)}::jsonb, ${at}::timestamptz
      where ${batch.allLocked}
      returning *
    )${batch.write}, ev as (
      insert into outbox_events (campaign_id, type, payload, created_at)
      select enc.campaign_id, ${event.type}::text, ${JSON.stringify(event.payload)}::jsonb, ${at}::timestamptz from enc
      returning id
    )
    select (select row_to_json(enc) from enc) as encounter`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    if (isRetryableRace(error)) throw new VersionConflict();
    throw error;
  }
  const [out] = (result as { rows: { encounter: unknown }[] }).rows;
  if (!out?.encounter) throw new VersionConflict();
  const raw = (typeof out.encounter === 'string' ? JSON.parse(out.encounter) : out.encounter) as Record<string, unknown>;
  return rowFromJson(encounters, raw);
}
