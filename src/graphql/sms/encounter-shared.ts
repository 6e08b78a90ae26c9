/**
 * What every step of the action sequence (SMS §5) shares: finding the encounter and the caller's
 * role in its campaign, the character someone acts for, and the change pipeline — read fresh,
 * let the rules core decide, then write the new state under the version check with its side
 * effects (fatigue booked on the sheets) and the `encounter.changed` event: one read, one
 * data-modifying statement (src/db/encounter-scene.ts), no transaction.
 */
import { createGraphQLError } from 'graphql-yoga';
import type { CharacterRow, Role } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import { type OutboxEntry, readEncounterScene, type SceneQuery, writeEncounterChange } from '../../db/encounter-scene.js';
import { type EncounterRow, publicId } from '../../db/encounters.js';
import type { HealthState } from '../../rules/sms/health.js';
import { mayTakePart, sequenceRunning } from '../../rules/sms/sequence-guards.js';
import type { Encounter as EncounterState } from '../../rules/sms/sequence.js';
import { refuseUnlessEditable, requireCaller } from '../auth.js';
import type { Context } from '../context.js';
import { forbidden, notFound, accepted } from '../errors.js';
import { decodeId } from '../../primitives/ids.js';

/** The rules core's state an encounter row holds. */
export function encounterState(row: Pick<EncounterRow, 'state'>): EncounterState {
  return row.state as unknown as EncounterState;
}

/** An encounter row with the role of whoever is looking at it (what `Encounter` resolves from). */
export type EncounterView = EncounterRow & { viewerRole?: Role | null };

// ----- Loading and guards ----------------------------------------------------------------------

export function encounterConflict(): Error {
  return createGraphQLError('The encounter kept changing while you acted; try again.', { extensions: { code: 'CONFLICT' } });
}

// ----- The change pipeline ---------------------------------------------------------------------

/** What a step reads (one statement) once the caller may take it: the encounter, their role, the actor. */
export interface Scene {
  row: EncounterRow;
  role: Role;
  /** The character acted for, when the step names one. */
  actor: CharacterRow | null;
  /** The participants' sheets, when the step asked for them. */
  sheets: CharacterRow[];
  /** The actor's modules (id, name) in sheet order, when the step asked for them. */
  actorModules: { id: string; name: string }[];
  /** How to read it again after a lost race. */
  query: SceneQuery;
}

export interface SceneNeeds {
  /** Only the GM may take this step. */
  need?: Role;
  /** The character acted for (global id): its GM, or the player who owns it. */
  actorId?: unknown;
  /** Also read the actor's modules (a declaration brings some). */
  actorModules?: boolean;
}

/**
 * ONE read of what a step needs, with its checks in this order: the encounter exists, the caller
 * is a member (a GM if asked), the character acted for exists, the caller may act for it (its GM,
 * or the player who owns it), and it belongs to this campaign.
 */
export async function requireScene(ctx: Context, encounterGlobalId: unknown, needs: SceneNeeds = {}): Promise<Scene> {
  const caller = requireCaller(ctx);
  const encounterId = decodeId('Encounter', encounterGlobalId);
  if (!encounterId) throw notFound('encounter');
  const wantsActor = needs.actorId !== undefined;
  const actorId = wantsActor ? decodeId('Character', needs.actorId) : null;
  // The sheets always come along: the payload's participants show them, and that costs no statement more.
  const query: SceneQuery = { encounterId, userId: caller.userId, actorId, withSheets: true, withActorModules: needs.actorModules ?? false };
  const found = await readEncounterScene(ctx.reader, query);
  if (!found?.role) throw notFound('encounter');
  if (needs.need === 'GM' && found.role !== 'GM') throw forbidden('Only the campaign’s GM may run the action sequence.');
  let actor: CharacterRow | null = null;
  if (wantsActor) {
    if (!found.actor) throw notFound('character');
    const { character, role } = found.actor;
    refuseUnlessEditable(character, role, caller.userId);
    actor = accepted(mayTakePart(character, found.row.campaignId));
  }
  return { row: found.row, role: found.role, actor, sheets: found.sheets, actorModules: found.actorModules, query };
}

/** The scene once more after a lost race (one statement): the caller's checks were made on the first read. */
async function readSceneAgain(ctx: Context, scene: Scene): Promise<Scene> {
  const found = await readEncounterScene(ctx.reader, scene.query);
  if (!found) throw notFound('encounter');
  return { ...scene, row: found.row, actor: found.actor?.character ?? null, sheets: found.sheets, actorModules: found.actorModules };
}

/**
 * The sheets a step read, put in the request's character loader (over any older copy) for the
 * payload's participants: they were read just now.
 */
export function primeSheets(ctx: Context, sheets: readonly CharacterRow[]): void {
  for (const sheet of sheets) ctx.loaders.characters.clear(sheet.id).prime(sheet.id, sheet);
}

export interface Plan {
  state: EncounterState;
  /** What the event says happened. */
  change: string;
  /** The character the event names, when the change is one character's (a spell booked). */
  characterId?: string;
  /** Sheets booked with the change (fatigue), each with its event, in the same statement. */
  sheets?: { character: CharacterRow; health: HealthState; cause: string }[];
}

const ENCOUNTER_RETRIES = 25;

/**
 * Let `decide` apply the rules to what `scene` read, then write the new state under the version
 * check, the sheets it books and the events in ONE statement (src/db/encounter-scene.ts). A lost
 * race reads the scene again (one statement) and re-decides, so five concurrent reactions all
 * land, each on top of the others. `decide` returns null when there is nothing to write: the
 * encounter as read is the answer. `whileRunning: false` leaves the ended sequence to the rules
 * `decide` applies (booking a spell names it in its own words).
 */
export async function changeEncounter(
  ctx: Context,
  scene: Scene,
  decide: (scene: Scene, enc: EncounterState) => Plan | null,
  { whileRunning = true } = {},
): Promise<{ encounter: EncounterView; sheets: CharacterRow[] }> {
  let current = scene;
  let first = true;
  return retryOnConflict(
    async () => {
      if (!first) current = await readSceneAgain(ctx, current);
      first = false;
      const { row } = current;
      const enc = whileRunning ? accepted(sequenceRunning(encounterState(row))) : encounterState(row);
      const plan = decide(current, enc);
      if (!plan) {
        primeSheets(ctx, current.sheets);
        return { encounter: { ...row, viewerRole: current.role }, sheets: [] };
      }
      const at = ctx.clock.now();
      const encounterId = publicId('Encounter', row.id);
      const bookings = plan.sheets ?? [];
      const events: OutboxEntry[] = [
        ...bookings.map((b) => ({
          type: 'fatigue.changed' as const,
          payload: { characterId: publicId('Character', b.character.id), fatigue: b.health.fatigue, cause: b.cause, encounterId },
        })),
        {
          type: 'encounter.changed',
          payload: {
            encounterId,
            change: plan.change,
            ...(plan.characterId ? { characterId: publicId('Character', plan.characterId) } : {}),
            version: row.version + 1,
            status: plan.state.ended ? 'ENDED' : 'ACTIVE',
            round: plan.state.round,
            turn: plan.state.turn,
          },
        },
      ];
      const saved = await writeEncounterChange(
        ctx.db,
        row,
        plan.state,
        bookings.map((b) => ({ character: b.character, patch: { health: b.health } })),
        events,
        at,
      );
      // In the order the plan named them (the payload shows the declarer's sheet).
      const sheets = bookings.map((b) => saved.sheets.find((s) => s.id === b.character.id)!);
      // The payload's participants read their characters through the loader: they were read just now.
      primeSheets(ctx, [...current.sheets, ...saved.sheets]);
      return { encounter: { ...saved.encounter, viewerRole: current.role }, sheets };
    },
    encounterConflict,
    // Each lost race means another writer landed: enough attempts for a whole table acting at once.
    ENCOUNTER_RETRIES,
  );
}
