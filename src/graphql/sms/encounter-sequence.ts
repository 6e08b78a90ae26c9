/**
 * Running the action sequence (SMS §5), the GM's side: starting it (initiative order, its
 * tie-breaks and D12 roll-offs logged in the PCs' roll logs), ending a turn, taking a
 * participant out, and ending the sequence (passing fatigue recovered on every sheet at once).
 */
import * as z from 'zod/mini';
import { readEncounterStart, writeEncounterStart } from '../../db/encounter-start.js';
import { publicId } from '../../db/encounters.js';
import { sealRolls } from '../../db/roll-batch.js';
import type { RollEntry } from '../../db/rolls.js';
import { mayRunSequence } from '../../rules/sms/sequence-guards.js';
import { floorScore } from '../../rules/sms/check.js';
import type { Issue } from '../validation-error.js';
import type { HealthState } from '../../rules/sms/health.js';
import { declaredInPlay, modulesInPlay } from '../../rules/sms/module.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import type { Violation } from '../../rules/violation.js';
import { type DeclaredModule, scoreBreakdown } from '../../rules/sms/resolution.js';
import * as sequence from '../../rules/sms/sequence.js';
import type { ParticipantInput } from '../../rules/sms/sequence.js';
import { requireCaller, requireRole } from '../auth.js';
import { EncounterRef } from './encounter.js';
import { type FairDice, fairDice } from '../rolls/fairness-shared.js';
import { epochToRoll, placeAfterHead, retryLostRace } from '../rolls/fair-roll.js';
import { changeEncounter, encounterConflict, primeSheets, requireScene } from './encounter-shared.js';
import { healthOf } from './health-shared.js';
import { notFound, ValidationError, validate, accepted, refuseIf } from '../errors.js';
import { decodeId, globalId } from '../../primitives/ids.js';
import { field, inputType } from '../input.js';
import { inputMutation, inputOf, payloadOf } from '../mutation.js';

const EncounterPayload = payloadOf('EncounterPayload', 'encounter', EncounterRef, 'The encounter as it now stands (order, turn, declarations).', 'The encounter after the change.');

// ----- startEncounter --------------------------------------------------------------------------

/** The most participants one sequence takes. */
const MAX_PARTICIPANTS = 50;

const ParticipantStartInput = inputType('EncounterParticipantInput', {
  characterId: field.id(globalId('Character'), 'A PC or NPC of the campaign.'),
  initiativeModuleIds: field.idList(
    z.nullish(z.array(globalId('Module')).check(z.maxLength(30))),
    'Its modules about anticipating, reflexes, intuition: initiative = their action score, tie-break = Σ rank × scope (SMS §5).',
  ),
  initiative: field.int(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), 'The initiative, when the GM sets it directly (NPCs defined simply).'),
  tieBreak: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(10_000))), 'With `initiative`: the Σ rank × scope tie-break (default 0).'),
}, 'A character entering the sequence, with either its initiative modules or its initiative.');

const participantSchema = ParticipantStartInput.schema.check(
  z.refine((p) => (p.initiativeModuleIds == null) !== (p.initiative == null), {
    message: 'give either initiativeModuleIds or initiative',
    path: ['initiative'],
  }),
  z.refine((p) => p.tieBreak == null || p.initiative != null, {
    message: 'tieBreak goes with initiative; with modules it is computed',
    path: ['tieBreak'],
  }),
);

const StartEncounterInput = inputType('StartEncounterInput', {
  campaignId: field.id(z.string(), 'The SMS campaign; the caller must be its GM.'),
  name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'A name for the encounter, 1–100 characters.'),
  participants: field.of([ParticipantStartInput.ref], z.array(participantSchema).check(z.minLength(1), z.maxLength(MAX_PARTICIPANTS)), 'Everyone who takes part (at most 50); the server orders them by initiative.'),
});

/** The rank of the predefined module "Intervention" (SMS §5 Decision: scope 3; one more intervention per rank). */
function interventionRank(modules: readonly { name: string; polarity: string; rank: number; removable?: boolean; objectLost?: boolean }[]): number {
  const key = moduleNameKey('Intervention');
  // Tied to a lost object, it gives no intervention (seed 000, « Modules amovibles »).
  return modulesInPlay(modules).filter((m) => m.polarity === 'POSITIVE' && moduleNameKey(m.name) === key).reduce((best, m) => Math.max(best, m.rank), 0);
}

inputMutation('startEncounter', {
  type: EncounterPayload,
  description:
    'GM: start an action sequence (SMS §5). Participants are ordered by initiative, then Σ rank × scope of their initiative modules, then D12 roll-offs rolled by the server (re-rolled while tied; logged in the PCs’ roll logs).',
  input: StartEncounterInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const campaignId = decodeId('Campaign', input.campaignId);
    if (!campaignId) throw notFound('campaign');
    // ONE read: the role (checked before the input is validated, API.md), the ruleset, the open
    // epoch, and the named characters with their modules and chain heads (ids decoded leniently:
    // validation reports bad ones; more than a valid input may name are refused by it anyway).
    const named = input.participants.length <= MAX_PARTICIPANTS ? input.participants : [];
    const ids = [...new Set(named.map((p) => decodeId('Character', p.characterId)).filter((id): id is string => id !== null))];
    let scene = await readEncounterStart(ctx.reader, campaignId, caller.userId, ids);
    requireRole(scene.role, 'GM');
    const v = validate(StartEncounterInput.schema, input);
    accepted(mayRunSequence(scene.ruleset ?? undefined));

    const issues: Issue[] = [];
    const lost: Violation[] = [];
    const inputs: ParticipantInput[] = [];
    v.participants.forEach((p, i) => {
      const found = scene.characters.get(p.characterId);
      if (!found) {
        issues.push({ path: `participants.${i}.characterId`, message: 'not a character of this campaign', code: 'not_in_campaign' });
        return;
      }
      const { character, modules: own } = found;
      let initiative = p.initiative ?? 0;
      let tieBreak = p.tieBreak ?? 0;
      if (p.initiativeModuleIds) {
        const picked: (typeof own)[number][] = [];
        p.initiativeModuleIds.forEach((moduleId, j) => {
          const m = own.find((x) => x.id === moduleId);
          if (!m) issues.push({ path: `participants.${i}.initiativeModuleIds.${j}`, message: `not a module of ${character.name}`, code: 'not_in_campaign' });
          else picked.push(m);
        });
        const { inPlay, lost: objectsLost } = declaredInPlay(picked);
        lost.push(...objectsLost);
        const declared: DeclaredModule[] = inPlay.map((m) => ({ id: m.id, name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source }));
        // The initiative is an action score: "négatif ou nul … considéré égal à 1" (SMS §2).
        initiative = floorScore(scoreBreakdown({ modules: declared }).rawScore);
        tieBreak = sequence.initiativeTieBreak(declared);
      }
      inputs.push({ id: character.id, name: character.name, kind: character.kind, initiative, tieBreak, interventionRank: interventionRank(own) });
    });
    if (issues.length) throw new ValidationError(issues);
    refuseIf(lost);

    // Only participants tied on initiative and tie-break roll D12s (SMS §5).
    const tied = inputs.filter((p) => inputs.some((o) => o !== p && o.initiative === p.initiative && (o.tieBreak ?? 0) === (p.tieBreak ?? 0)));
    const encounterId = crypto.randomUUID();
    const now = ctx.clock.now();
    const epoch = await epochToRoll(ctx, campaignId, scene.epoch);
    let first = true;
    const saved = await retryLostRace(
      'startEncounter',
      async () => {
        // A lost race moved a tied participant's chain head: read the heads again (one statement).
        if (!first) scene = await readEncounterStart(ctx.reader, campaignId, caller.userId, tied.map((p) => p.id));
        first = false;
        // Each participant's roll-offs derive at its own log's next place (docs/fairness.md), so
        // a retry after a roll-log race rolls again at the new place, as the scheme says.
        const dice = new Map<string, FairDice>();
        for (const p of tied) {
          const c = scene.characters.get(p.id)!.character;
          dice.set(p.id, fairDice(ctx, p.id, epoch, placeAfterHead(c)));
        }
        const state = accepted(sequence.startEncounter((id) => dice.get(id)!.rng, inputs));
        const entries = state.participants.flatMap((p, index) => {
          const rolled = dice.get(p.id);
          if (!rolled || p.rollOffs.length === 0) return [];
          // A PC's entry names only PCs: the player reads this log, and a tie with an NPC would give
          // away that NPC's initiative and tie-break (its sheet is the GM's). An NPC's log is the GM's:
          // its roll-offs are kept there so they can be audited too.
          const tiedWith = state.participants.filter((o) => (p.kind === 'NPC' || o.kind === 'PC') && o.id !== p.id && o.initiative === p.initiative && o.tieBreak === p.tieBreak);
          const entry: RollEntry = {
            campaignId,
            characterId: p.id,
            kind: 'INITIATIVE',
            inputs: {
              encounterId: publicId('Encounter', encounterId),
              initiative: p.initiative,
              tieBreak: p.tieBreak,
              die: 12,
              tiedWith: tiedWith.map((o) => publicId('Character', o.id)),
            },
            faces: p.rollOffs,
            outcome: { position: index + 1 },
            requestedBy: caller.userId,
            at: now,
            fairness: rolled.fairness(),
          };
          return [{ entry, place: rolled.place }];
        });
        const sealed = await sealRolls(entries, ctx.rollKeys);
        // One statement: the encounter, the roll-offs (only on the heads read) and the event.
        return writeEncounterStart(
          ctx.db,
          { id: encounterId, campaignId, name: v.name, state: state as unknown as Record<string, unknown>, at: now },
          sealed,
          {
            type: 'encounter.changed',
            payload: { encounterId: publicId('Encounter', encounterId), change: 'STARTED', version: 1, status: 'ACTIVE', round: 1, turn: 0 },
          },
        );
      },
      encounterConflict,
    );
    // The payload's participants read their characters through the loader: they were read just now.
    primeSheets(ctx, [...scene.characters.values()].map((c) => c.character));
    return { encounter: { ...saved, viewerRole: 'GM' as const } };
  },
});

// ----- nextTurn, removeParticipant, endEncounter (GM) -------------------------------------------

const NextTurnInput = inputType('NextTurnInput', {
  encounterId: field.id(z.string(), 'The ACTIVE encounter; the caller must be the campaign’s GM.'),
  expectedTurn: field.int(
    z.nullish(z.int().check(z.minimum(1))),
    'The `turnNumber` you saw. Given: the turn ends only if it is still that one (a second click gets STALE_TURN). Omitted: always advances.',
  ),
});

inputMutation('nextTurn', {
  type: EncounterPayload,
  description: 'GM: end the current turn; the next participant still in the sequence acts, and the order wraps (SMS §5).',
  input: NextTurnInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const scene = await requireScene(ctx, input.encounterId, { need: 'GM' });
    const v = validate(NextTurnInput.schema, input);
    return changeEncounter(ctx, scene, (_scene, enc) => {
      return { state: accepted(sequence.nextTurn(enc, { expectedTurn: v.expectedTurn })), change: 'TURN_ENDED' };
    });
  },
});

const RemoveParticipantInput = inputType('RemoveParticipantInput', {
  encounterId: field.id(z.string(), 'The ACTIVE encounter; the caller must be the campaign’s GM.'),
  characterId: field.id(globalId('Character'), 'The participant who leaves the sequence (out of action, fled): its turns are skipped.'),
});

inputMutation('removeParticipant', {
  type: EncounterPayload,
  description: 'GM: a participant leaves the sequence (out of action, fled); the others keep their order. If it was its turn, the turn passes.',
  input: RemoveParticipantInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const scene = await requireScene(ctx, input.encounterId, { need: 'GM' });
    const { characterId } = validate(RemoveParticipantInput.schema, input);
    return changeEncounter(ctx, scene, (_scene, enc) => {
      let state = accepted(sequence.removeParticipant(enc, characterId));
      if (enc.participants[enc.turn]?.id === characterId) {
        const next = sequence.nextTurn(state);
        if (next.ok) state = next.value;
      }
      return { state, change: 'PARTICIPANT_REMOVED' };
    });
  },
});

const EndEncounterInput = inputOf('EndEncounterInput', 'encounterId', 'id', 'The encounter to end; the caller must be the campaign’s GM.');

inputMutation('endEncounter', {
  type: EncounterPayload,
  description: 'GM: end the action sequence. Every participant recovers its passing fatigue at once (SMS §3), in the same transaction.',
  input: EndEncounterInput,
  resolve: async (_root, { input }, ctx) => {
    // The sheets are read with the encounter: their passing fatigue is recovered in the same statement.
    const scene = await requireScene(ctx, input.encounterId, { need: 'GM' });
    return changeEncounter(ctx, scene, (current, enc) => {
      const health: Record<string, HealthState> = {};
      for (const c of current.sheets) {
        const h = healthOf(c);
        if (h.fatigue.PASSING > 0) health[c.id] = h;
      }
      const ended = sequence.endSequence(enc, health);
      const sheets = current.sheets.flatMap((character) => {
        const h = ended.health[character.id];
        return h ? [{ character, health: h, cause: 'SEQUENCE_ENDED' }] : [];
      });
      return { state: ended.encounter, change: 'ENDED', sheets };
    });
  },
});
