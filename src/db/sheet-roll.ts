/**
 * A roll on one character's sheet that may change the sheet (a fall's wound, SMS §7) in two
 * statements (issue #11): ONE read of the character, the caller's role in its campaign, its
 * modules and the campaign's open fairness epoch (the chain head is on the character row); ONE
 * data-modifying statement that advances the chain head — and, when the sheet changes, its state
 * under the version read — inserts the entry and writes the events. Both guards sit on the one
 * character row, so it is all or nothing: a rival that moved the head or the sheet first means
 * nothing was written (VersionConflict), and the caller reads again and rolls at the new place.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CharacterRow, Role } from './access.js';
import { type ModuleRow, VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import type { OutboxEntry } from './encounter-scene.js';
import { isRetryableRace } from './errors.js';
import type { EpochRow } from './fairness.js';
import type { SealedRoll } from './roll-batch.js';
import { type CharacterState, characters, fairnessEpochs, memberships, modules } from './schema.js';
import { noteEventCampaign } from './outbox.js';

export interface SheetForRoll {
  character: CharacterRow;
  /** The caller's role in the character's campaign (null: not a member). */
  role: Role | null;
  /** Its modules in sheet order. */
  modules: ModuleRow[];
  epoch: EpochRow | null;
}

/** The character, the caller's role, its modules and the open epoch: one statement; null when there is no such character. */
export async function readSheetForRoll(db: Queryable, characterId: string, userId: string): Promise<SheetForRoll | null> {
  const rows = await db
    .select({ character: characters, role: memberships.role, module: modules, epoch: fairnessEpochs })
    .from(characters)
    .leftJoin(memberships, and(eq(memberships.campaignId, characters.campaignId), eq(memberships.userId, userId)))
    .leftJoin(modules, eq(modules.characterId, characters.id))
    .leftJoin(fairnessEpochs, and(eq(fairnessEpochs.campaignId, characters.campaignId), isNull(fairnessEpochs.revealedAt)))
    .where(eq(characters.id, characterId))
    .orderBy(asc(modules.position), asc(modules.createdAt));
  const first = rows[0];
  if (!first) return null;
  return { character: first.character, role: first.role ?? null, modules: rows.flatMap((r) => (r.module ? [r.module] : [])), epoch: first.epoch };
}

/**
 * Append `roll` to its character's chain and, with `sheet`, merge `sheet.patch` into its state
 * under the version read, then write `events`: ONE statement. Returns the sheet's new version
 * (unchanged without `sheet`); a lost race is a VersionConflict and nothing was written.
 */
export async function writeRollOnSheet(
  db: Queryable,
  roll: SealedRoll,
  sheet: { version: number; patch: CharacterState } | null,
  events: readonly OutboxEntry[],
): Promise<{ version: number }> {
  const { entry, place } = roll;
  const at = entry.at.toISOString();
  if (events.length) noteEventCampaign(db, entry.campaignId);
  const setState = sheet ? sql`, state = state || ${JSON.stringify(sheet.patch)}::jsonb, version = version + 1` : sql``;
  const sameVersion = sheet ? sql` and version = ${sheet.version}::int` : sql``;
  const ev = events.length
    ? sql`, ev as (
        insert into outbox_events (campaign_id, type, payload, created_at)
        select head.campaign_id, x.type, x.payload, ${at}::timestamptz
        from head cross join (values ${sql.join(
          events.map((e, i) => sql`(${i}::int, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb)`),
          sql`, `,
        )}) as x(i, type, payload)
        order by x.i
        returning id
      )`
    : sql``;
  const query = sql`with head as (
      update characters set roll_seq = ${place.seq}::int, roll_hash = ${roll.hash}::text${setState}
      where id = ${entry.characterId}::uuid and roll_seq = ${place.seq - 1}::int and roll_hash = ${place.prevHash}::text${sameVersion}
      returning campaign_id, version
    ), ins as (
      insert into rolls (id, campaign_id, character_id, seq, kind, requested_by, request_id, payload, prev_hash, hash, epoch_id, key_id, mac, created_at)
      select ${roll.id}::uuid, ${entry.campaignId}::uuid, ${entry.characterId}::uuid, ${place.seq}::int, ${entry.kind}::text, ${entry.requestedBy}::uuid,
             ${entry.requestId ?? null}::uuid, ${roll.payload}::text, ${place.prevHash}::text, ${roll.hash}::text, ${entry.fairness?.epochId ?? null}::uuid,
             ${roll.keyId}::text, ${roll.mac}::text, ${at}::timestamptz
      from head
      returning id
    )${ev}
    select version from head`;
  let result: unknown;
  try {
    result = await db.execute(query);
  } catch (error) {
    if (isRetryableRace(error)) throw new VersionConflict();
    throw error;
  }
  const [row] = (result as { rows: { version: number | string }[] }).rows;
  if (!row) throw new VersionConflict();
  return { version: Number(row.version) };
}
