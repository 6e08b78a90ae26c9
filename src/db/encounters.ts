/**
 * Encounter persistence (SMS §5 action sequences): the `encounters` row holds the rules-core
 * `Encounter` as JSON under a `version`. Every change is one conditional UPDATE … WHERE
 * version = $v (DESIGN.md §Conventions 7): no row back = VersionConflict, and the caller's
 * `retryOnConflict` re-reads and re-decides.
 */
import { and, eq, sql } from 'drizzle-orm';
import { castSpellInSequence, type Declaration, type Encounter } from '../rules/sms/sequence.js';
import { type RuleResult, fail, ok, violation } from '../rules/violation.js';
import { VersionConflict } from './characters.js';
import type { Queryable } from './client.js';
import { emitEvent } from './outbox.js';
import { encounters } from './schema.js';

export type EncounterRow = typeof encounters.$inferSelect;

/**
 * The public (Relay) id of a row, for event payloads: webhook consumers query the API with it.
 * Same encoding as `encodeId` in src/graphql/ids.ts (base64 of "Type:uuid"), kept here so the
 * db layer does not depend on the GraphQL one.
 */
export function publicId(typename: 'Encounter' | 'Character' | 'Campaign', id: string): string {
  return btoa(`${typename}:${id}`);
}

/**
 * A declaration as stored: the rules core's, plus whether the spell it announced has been cast
 * (so the magic API books the one-spell limit once per declared spell).
 */
export type StoredDeclaration = Declaration & { spellResolved?: boolean };

export function encounterState(row: Pick<EncounterRow, 'state'>): Encounter {
  return row.state as unknown as Encounter;
}

/** Position of the current turn since the start: 1, 2, 3 … (the participant list never shrinks). */
export function turnNumber(enc: Encounter): number {
  return (enc.round - 1) * enc.participants.length + enc.turn + 1;
}

export async function loadEncounter(db: Queryable, id: string): Promise<EncounterRow | null> {
  const rows = await db.select().from(encounters).where(eq(encounters.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Write the new state if nobody changed the encounter since `row` was read; bumps the version. */
export async function saveEncounter(tx: Queryable, row: Pick<EncounterRow, 'id' | 'version'>, state: Encounter): Promise<EncounterRow> {
  const rows = await tx
    .update(encounters)
    .set({
      state: state as unknown as Record<string, unknown>,
      status: state.ended ? 'ENDED' : 'ACTIVE',
      version: sql`${encounters.version} + 1`,
    })
    .where(and(eq(encounters.id, row.id), eq(encounters.version, row.version)))
    .returning();
  if (!rows[0]) throw new VersionConflict();
  return rows[0];
}

const RULE_SPELL = "SMS §5: one spell between two of one's own actions";
const RULE_DECLARED = 'SMS §5: a spell is cast in an action, a reaction or an intervention';

/**
 * Book a spell against the one-spell limit of an action sequence (SMS §5), inside the caller's
 * transaction — the magic API calls this from castSpell so both land or neither does.
 * - `declarationId`: the spell a declaration of the current turn announced (`castsSpell`); its
 *   booking was made when it was declared, so this only marks it cast (once).
 * - no `declarationId`: a spell cast outside the declarations; booked now.
 * - `specialPower`: exempt, nothing booked.
 * Returns a violation when the rules refuse; throws VersionConflict when the encounter changed
 * since it was read (the caller retries the whole attempt). `changed` is false exactly when the
 * spell was exempt (a special power, given here or in its declaration). Ids are raw uuids.
 */
export async function bookSpellInEncounter(
  tx: Queryable,
  encounterId: string,
  characterId: string,
  opts: { specialPower?: boolean; declarationId?: string | null; at?: Date } = {},
): Promise<RuleResult<{ encounter: EncounterRow; changed: boolean }>> {
  const row = await loadEncounter(tx, encounterId);
  if (!row) return fail(violation('UNKNOWN_ENCOUNTER', RULE_DECLARED, `no encounter ${encounterId}`));
  const enc = encounterState(row);
  let next: Encounter;
  if (opts.declarationId) {
    if (enc.ended) return fail(violation('SEQUENCE_ENDED', 'SMS §5: the action sequence has ended', 'no sequence is running'));
    const declarations = enc.declarations as StoredDeclaration[];
    const declaration = declarations.find((d) => d.id === opts.declarationId);
    if (!declaration || declaration.by !== characterId) {
      return fail(violation('UNKNOWN_DECLARATION', RULE_DECLARED, `${opts.declarationId} is not a declaration of this character in the current turn`));
    }
    if (!declaration.spell) {
      return fail(violation('SPELL_NOT_DECLARED', RULE_DECLARED, `${opts.declarationId} did not announce a spell (declare it with castsSpell)`));
    }
    if (opts.specialPower || declaration.specialPower) return ok({ encounter: row, changed: false });
    if (declaration.spellResolved) {
      return fail(violation('ONE_SPELL_BETWEEN_ACTIONS', RULE_SPELL, `the spell declared in ${declaration.id} has already been cast`));
    }
    next = { ...enc, declarations: declarations.map((d) => (d.id === declaration.id ? { ...d, spellResolved: true } : d)) };
  } else {
    const booked = castSpellInSequence(enc, characterId, { specialPower: opts.specialPower ?? false });
    if (!booked.ok) return booked;
    if (booked.value === enc) return ok({ encounter: row, changed: false });
    next = booked.value;
  }
  const saved = await saveEncounter(tx, row, next);
  await emitEvent(tx, row.campaignId, 'encounter.changed', {
    encounterId: publicId('Encounter', encounterId),
    change: 'SPELL_BOOKED',
    characterId: publicId('Character', characterId),
    version: saved.version,
    status: saved.status,
    round: next.round,
    turn: next.turn,
  }, opts.at);
  return ok({ encounter: saved, changed: true });
}
