/**
 * What every step of the action sequence (SMS §5) shares: finding the encounter and the caller's
 * role in its campaign, the character someone acts for, and the change pipeline — read fresh,
 * let the rules core decide, then write the new state under the version check with its side
 * effects (fatigue booked on the sheets) and the `encounter.changed` event, in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import type { CharacterRow, Role } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import type { Queryable, Tx } from '../../db/client.js';
import { type EncounterRow, loadEncounter, publicId, saveEncounter } from '../../db/encounters.js';
import { emitEvent } from '../../db/outbox.js';
import { encounters, memberships } from '../../db/schema.js';
import { readCharacterState, writeCharacterState } from '../../db/state.js';
import { emptyHealth, type HealthState } from '../../rules/sms/health.js';
import { mayTakePart, noSuchEncounter, sequenceRunning } from '../../rules/sms/sequence-guards.js';
import { bookSpell, type Encounter as EncounterState } from '../../rules/sms/sequence.js';
import { fail, type RuleResult, ok } from '../../rules/violation.js';
import { requireCaller, requireEditableCharacter } from '../auth.js';
import type { Context } from '../context.js';
import { forbidden, notFound, RuleViolation } from '../errors.js';
import { decodeId } from '../../ids.js';

/** The rules core's state an encounter row holds. */
export function encounterState(row: Pick<EncounterRow, 'state'>): EncounterState {
  return row.state as unknown as EncounterState;
}

/**
 * Book a spell against the one-spell limit of the encounter (the rules core's `bookSpell`, SMS
 * §5), inside the caller's transaction — castSpell calls this so both land or neither does.
 * Returns a violation when the rules refuse; throws VersionConflict when the encounter changed
 * since it was read (the caller retries the whole attempt). `changed` is false exactly when the
 * spell was exempt (a special power). Ids are raw uuids; `declarationLabel` names the
 * declaration in messages (its global id).
 */
export async function bookSpellInEncounter(
  tx: Queryable,
  encounterId: string,
  characterId: string,
  opts: { specialPower?: boolean; declarationId?: string | null; declarationLabel?: string; at?: Date } = {},
): Promise<RuleResult<{ encounter: EncounterRow; changed: boolean }>> {
  const row = await loadEncounter(tx, encounterId);
  if (!row) return fail(noSuchEncounter());
  const booked = bookSpell(encounterState(row), characterId, opts);
  if (!booked.ok) return booked;
  const next = booked.value;
  if (!next) return ok({ encounter: row, changed: false });
  const saved = await saveEncounter(tx, row, next);
  await emitEvent(
    tx,
    row.campaignId,
    'encounter.changed',
    {
      encounterId: publicId('Encounter', encounterId),
      change: 'SPELL_BOOKED',
      characterId: publicId('Character', characterId),
      version: saved.version,
      status: saved.status,
      round: next.round,
      turn: next.turn,
    },
    opts.at,
  );
  return ok({ encounter: saved, changed: true });
}

/** An encounter row with the role of whoever is looking at it (what `Encounter` resolves from). */
export type EncounterView = EncounterRow & { viewerRole?: Role | null };

// ----- Loading and guards ----------------------------------------------------------------------

export function encounterConflict(): Error {
  return createGraphQLError('The encounter kept changing while you acted; try again.', { extensions: { code: 'CONFLICT' } });
}

/** A rules-core refusal becomes the RuleViolation union member. */
export function must<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

/** The encounter with the caller's role in its campaign, in one query. */
export async function encounterWithRole(db: Queryable, encounterId: string, userId: string): Promise<{ row: EncounterRow; role: Role | null } | null> {
  const rows = await db
    .select({ row: encounters, role: memberships.role })
    .from(encounters)
    .leftJoin(memberships, and(eq(memberships.campaignId, encounters.campaignId), eq(memberships.userId, userId)))
    .where(eq(encounters.id, encounterId))
    .limit(1);
  const found = rows[0];
  return found ? { row: found.row, role: found.role ?? null } : null;
}

/** The encounter a member of its campaign may see (and, if asked, change as GM). */
export async function requireEncounter(ctx: Context, encounterGlobalId: unknown, need?: Role): Promise<{ row: EncounterRow; role: Role }> {
  const caller = requireCaller(ctx);
  const encounterId = decodeId('Encounter', encounterGlobalId);
  if (!encounterId) throw notFound('encounter');
  const found = await encounterWithRole(ctx.db, encounterId, caller.userId);
  if (!found) throw notFound('encounter');
  if (!found.role) throw forbidden('You are not a member of this campaign.');
  if (need === 'GM' && found.role !== 'GM') throw forbidden('Only the campaign’s GM may run the action sequence.');
  return { row: found.row, role: found.role };
}

/**
 * The character someone acts for: its GM, or the player who owns it (a player acts only for
 * their own PC). A character of another campaign is simply not a participant.
 */
export async function requireActor(ctx: Context, row: EncounterRow, characterGlobalId: unknown): Promise<CharacterRow> {
  const { character } = await requireEditableCharacter(ctx, characterGlobalId);
  return must(mayTakePart(character, row.campaignId));
}

// ----- The change pipeline ---------------------------------------------------------------------

export interface Plan<T> {
  state: EncounterState;
  /** What the event says happened. */
  change: string;
  /** Writes booked with the change (sheets, roll log), in the same transaction. */
  write?: (tx: Tx, saved: EncounterRow) => Promise<T>;
}

export const ENCOUNTER_RETRIES = 25;

/**
 * Read the encounter fresh, let `decide` apply the rules, then write the new state under the
 * version check with its side effects and the event, in one transaction. A lost race re-reads
 * and re-decides (so five concurrent reactions all land, each on top of the others).
 */
export async function changeEncounter<T = undefined>(
  ctx: Context,
  encounterId: string,
  viewerRole: Role,
  decide: (row: EncounterRow, enc: EncounterState) => Promise<Plan<T>> | Plan<T>,
): Promise<{ encounter: EncounterView; extra: T | undefined }> {
  return retryOnConflict(
    async () => {
      const row = await loadEncounter(ctx.db, encounterId);
      if (!row) throw notFound('encounter');
      const enc = must(sequenceRunning(encounterState(row)));
      const plan = await decide(row, enc);
      return ctx.db.transaction(async (tx) => {
        const saved = await saveEncounter(tx, row, plan.state);
        const extra = plan.write ? await plan.write(tx, saved) : undefined;
        await emitEvent(
          tx,
          saved.campaignId,
          'encounter.changed',
          {
            encounterId: publicId('Encounter', saved.id),
            change: plan.change,
            version: saved.version,
            status: saved.status,
            round: plan.state.round,
            turn: plan.state.turn,
          },
          ctx.clock.now(),
        );
        return { encounter: { ...saved, viewerRole }, extra };
      });
    },
    encounterConflict,
    // Each lost race means another writer landed: enough attempts for a whole table acting at once.
    ENCOUNTER_RETRIES,
  );
}

/** Health state of a character (absent = unhurt), with whatever a partial write left out filled in. */
export function healthOf(character: Pick<CharacterRow, 'state'>): HealthState {
  const stored = readCharacterState<Partial<HealthState>>(character, 'health', emptyHealth);
  return { ...emptyHealth(), ...stored, fatigue: { ...emptyHealth().fatigue, ...(stored.fatigue ?? {}) } };
}

/** Book a participant's new health (intervention effort, fatigue cleared at the end) with its `fatigue.changed` event. */
export async function bookFatigue(tx: Tx, ctx: Context, character: CharacterRow, health: HealthState, cause: string, encounterId: string): Promise<CharacterRow> {
  const updated = await writeCharacterState(tx, character, { health });
  await emitEvent(
    tx,
    character.campaignId,
    'fatigue.changed',
    { characterId: publicId('Character', character.id), fatigue: health.fatigue, cause, encounterId: publicId('Encounter', encounterId) },
    ctx.clock.now(),
  );
  return updated;
}
