/**
 * Declaring in the action sequence (SMS §5), the GM or a player for their own PC: the turn's
 * action, reactions and interventions (an intervention's fatigue booked on the sheet), and
 * booking a spell against the one-spell limit. Each goes through encounter-shared.ts's pipeline.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { DeclaredSheetModule, StoredDeclaration } from '../../rules/sms/sequence.js';
import { encounterState } from './encounter-shared.js';
import { addFatigue } from '../../rules/sms/health.js';
import { targetsIn } from '../../rules/sms/sequence-guards.js';
import * as sequence from '../../rules/sms/sequence.js';
import type { Encounter as EncounterState, FatigueCost, SequenceStep } from '../../rules/sms/sequence.js';
import { builder } from '../builder.js';
import { type DeclarationView, EncounterDeclaration, EncounterRef } from './encounter.js';
import { changeEncounter, type EncounterView, requireScene, type Scene } from './encounter-shared.js';
import { healthOf } from './health-shared.js';
import { bookSpell } from '../../rules/sms/sequence.js';
import { FatigueKind } from '../enums.js';
import { notFound, validate, accepted } from '../errors.js';
import { counterDieAlone, npcCounterDie } from '../../rules/magic/npc-magic.js';
import { npcDie } from '../magic/targets.js';
import { globalId, localIdOn, scopedId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { field, inputType } from '../input.js';
import { inputMutation, payloadType } from '../mutation.js';
import type { Context } from '../context.js';
import type { RuleResult } from '../../rules/violation.js';

// ----- Payloads --------------------------------------------------------------------------------

const ENCOUNTER_ID = 'The ACTIVE encounter the character takes part in.';

const InterventionCost = builder.objectRef<FatigueCost>('InterventionCost').implement({
  description: 'Fatigue an intervention costs (SMS §5): 1 passing, or 1 lasting when it casts a spell.',
  fields: (t) => ({
    kind: t.field({ type: FatigueKind, description: 'PASSING, or LASTING when the intervention casts a spell.', resolve: (f) => f.kind }),
    levels: t.exposeInt('levels', { description: 'Levels of that fatigue booked (1), each −1 on the actions it affects.' }),
  }),
});

type DeclarationResult = { encounter: EncounterView; declaration: DeclarationView; fatigue: FatigueCost | null; character: CharacterRow | null };

const DeclarationPayload = payloadType<DeclarationResult>('EncounterDeclarationPayload', {
  encounter: [EncounterRef, 'The encounter with the declaration added.'],
  declaration: [EncounterDeclaration, 'The declaration just made.'],
  fatigue: [InterventionCost, 'The fatigue booked on the declarer’s sheet (interventions).', { nullable: true }],
  character: [CharacterRef, 'The declarer after its fatigue was booked (interventions).', { nullable: true }],
}, 'The encounter after the declaration, the declaration itself, and for an intervention its fatigue, booked on the sheet.');

const SpellBookingPayload = payloadType<{ encounter: EncounterView; exempt: boolean }>(
  'SpellBookingPayload',
  {
    encounter: [EncounterRef, 'The encounter with the spell booked.'],
    exempt: ['Boolean', 'A special power: exempt from the limit, nothing booked (SMS §5).'],
  },
  'The spell was allowed by the one-spell limit and booked against it.',
);

// ----- Declarations (the GM, or a player for their own PC) --------------------------------------

/** An intent is a sentence or two said at the table, not a page. */
export const INTENT_MAX_LENGTH = 500;

// The fields the declarations share; what differs between them is said in each input.
const encounterId = field.id(z.string(), ENCOUNTER_ID);
const flagSchema = z.nullish(z.boolean());
const targetIdsSchema = z.nullish(z.array(globalId('Character')).check(z.maxLength(50)));
const onDeclarationIdSchema = scopedId('EncounterDeclaration');
const intent = field.string(z.nullish(z.string().check(z.trim(), z.maxLength(INTENT_MAX_LENGTH))), `What the character does, in the player’s words (at most ${INTENT_MAX_LENGTH} characters).`);
const moduleIds = field.idList(
  z.nullish(z.array(globalId('Module')).check(z.maxLength(100))),
  'Modules of the declarer’s own sheet it brings into play (SMS §2.1); another character’s module answers NOT_FOUND.',
);
const countersSpell = field.boolean(
  flagSchema,
  'GM, for an NPC: it counters the spell of the declaration answered (implies castsSpell). NPCs roll nothing: the cast must overcome the die it opposes (docs/rules.md §6 decision 58).',
);
const counterDie = field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(200))), 'GM, with countersSpell: the die the NPC opposes (default: its base die from its definition).');

/**
 * What the declaration says: the intent (blank = none) and the declarer's own modules it brings,
 * named as they are now. A module that is not on the declarer's sheet answers as one that does
 * not exist (docs/api.md §Errors), whoever's it is.
 */
function contentOf(scene: Scene, v: { intent?: string | null; moduleIds?: readonly string[] | null }): { intent: string | null; modules: DeclaredSheetModule[] } {
  const modules = [...new Set(v.moduleIds ?? [])].map((id) => {
    const found = scene.actorModules.find((m) => m.id === id);
    if (!found) throw notFound('module');
    return { id, name: found.name };
  });
  return { intent: v.intent || null, modules };
}


/**
 * An NPC's counter-spell (`countersSpell`): the die it opposes, the GM's or its definition's base
 * die, checked by the rules core (src/rules/magic/npc-magic.ts); nothing for any other declaration.
 */
function npcCounter(enc: EncounterState, actor: CharacterRow, onId: string, v: { countersSpell?: boolean | null; counterDie?: number | null }): { counterDie?: number } {
  if (!v.countersSpell) {
    if (v.counterDie != null) accepted(counterDieAlone());
    return {};
  }
  const answered = enc.declarations.find((d) => d.id === onId);
  const byName = enc.participants.find((p) => p.id === answered?.by)?.name ?? '?';
  const die = accepted(npcCounterDie(actor, { spell: answered?.spell ?? false, byName }, { gm: v.counterDie ?? null, definition: npcDie(actor) ?? null }));
  return { counterDie: die };
}

/** SMS §5: the targets a declaration names are participants still in the sequence. */
function targetsOf(enc: EncounterState, targetIds: readonly string[] | null | undefined): string[] | undefined {
  return accepted(targetsIn(enc, targetIds));
}

/**
 * A declaration's step (SMS §5), the GM's or the player's for their own PC: ONE read of the scene
 * (the caller found before the input is validated), then the rules' step on each attempt, with
 * the fatigue it costs booked on the declarer's sheet in the same statement (only an
 * intervention costs any). `actor` is the declarer as this attempt read it.
 */
async function declare<S extends z.ZodMiniType>(
  ctx: Context,
  input: { encounterId: string; characterId: string },
  schema: S,
  change: string,
  step: (current: Scene, enc: EncounterState, actor: CharacterRow, v: z.output<S>) => RuleResult<SequenceStep>,
): Promise<DeclarationResult> {
  const scene = await requireScene(ctx, input.encounterId, { actorId: input.characterId, actorModules: true });
  const v = validate(schema, input);
  let declarationId = '';
  let fatigue: FatigueCost | null = null;
  const { encounter, sheets } = await changeEncounter(ctx, scene, (current, enc) => {
    const done = accepted(step(current, enc, current.actor ?? scene.actor!, v));
    declarationId = done.declaration.id;
    fatigue = done.fatigue;
    if (!done.fatigue) return { state: done.encounter, change };
    // The sheet as read with this attempt: a retry books on top of whatever landed meanwhile.
    const character = current.actor!;
    const health = accepted(addFatigue(healthOf(character), done.fatigue.kind, done.fatigue.levels));
    return { state: done.encounter, change, sheets: [{ character, health, cause: 'INTERVENTION' }] };
  });
  const enc = encounterState(encounter);
  const d = (enc.declarations as StoredDeclaration[]).find((x) => x.id === declarationId)!;
  return { encounter, declaration: { d, enc, row: encounter, viewerRole: encounter.viewerRole ?? null }, fatigue, character: sheets[0] ?? null };
}

const DeclareActionInput = inputType('DeclareActionInput', {
  encounterId,
  characterId: field.id(z.string(), 'The participant whose turn it is.'),
  targetIds: field.idList(targetIdsSchema, 'Characters the action is aimed at: they may react to it.'),
  castsSpell: field.boolean(flagSchema, 'The action casts a spell (SMS §5: one spell between two of one’s actions).'),
  specialPower: field.boolean(flagSchema, 'The spell is a special power: exempt from the one-spell limit.'),
  intent,
  moduleIds,
});

inputMutation('declareAction', {
  type: DeclarationPayload,
  description:
    'The participant whose turn it is declares its action (SMS §5). It carries the reaction malus accumulated since its last action, which is then cleared, as are its intervention count and spell allowance. The GM, or the player for their own PC.',
  input: DeclareActionInput.ref,
  resolve: (_root, { input }, ctx) =>
    declare(ctx, input, DeclareActionInput.schema, 'ACTION_DECLARED', (current, enc, actor, v) =>
      sequence.declareAction(enc, actor.id, { spell: v.castsSpell ?? false, specialPower: v.specialPower ?? false, targets: targetsOf(enc, v.targetIds), ...contentOf(current, v) }),
    ),
});

const ReactInput = inputType('ReactInput', {
  countersSpell,
  counterDie,
  encounterId,
  characterId: field.id(z.string(), 'The participant reacting.'),
  onDeclarationId: field.id(onDeclarationIdSchema, 'The declaration aimed at it (its `id` in `declarations`).'),
  targetIds: field.idList(targetIdsSchema, 'Default: the author of the declaration reacted to.'),
  castsSpell: field.boolean(flagSchema, 'The reaction casts a spell (a counter-spell counts): one spell between two of one’s actions (SMS §5).'),
  specialPower: field.boolean(flagSchema, 'The spell is a special power: exempt from the one-spell limit.'),
  intent,
  moduleIds,
});

/**
 * A reaction or an intervention (the rules' `react` or `intervene`): a declaration that answers
 * another of the turn, with what both say — an NPC's counter-spell, the spell, the targets, the
 * intent and modules.
 */
const answering =
  (rule: typeof sequence.react) =>
  (current: Scene, enc: EncounterState, actor: CharacterRow, v: z.output<typeof ReactInput.schema>): RuleResult<SequenceStep> => {
    const onId = localIdOn(v.onDeclarationId, current.row.id);
    return rule(enc, actor.id, onId, {
      ...npcCounter(enc, actor, onId, v),
      spell: (v.castsSpell ?? false) || (v.countersSpell ?? false),
      specialPower: v.specialPower ?? false,
      targets: targetsOf(enc, v.targetIds),
      ...contentOf(current, v),
    });
  };

inputMutation('react', {
  type: DeclarationPayload,
  description:
    'React to a declaration aimed at the character (SMS §5): always allowed; carries −1 per reaction since its last action, and adds one more. The GM, or the player for their own PC.',
  input: ReactInput.ref,
  resolve: (_root, { input }, ctx) => declare(ctx, input, ReactInput.schema, 'REACTION_DECLARED', answering(sequence.react)),
});

const InterveneInput = inputType('InterveneInput', {
  countersSpell,
  counterDie,
  encounterId,
  characterId: field.id(z.string(), 'The participant intervening.'),
  onDeclarationId: field.id(onDeclarationIdSchema, 'The declaration of the current turn it intervenes on (its `id`).'),
  castsSpell: field.boolean(flagSchema, 'The intervention casts a spell: its effort is 1 lasting fatigue instead of passing.'),
  specialPower: field.boolean(flagSchema, 'The spell is a special power: passing fatigue, exempt from the one-spell limit.'),
  targetIds: field.idList(targetIdsSchema, 'Characters the intervention is aimed at (e.g. the one it assists); none by default.'),
  intent,
  moduleIds,
});

inputMutation('intervene', {
  type: DeclarationPayload,
  description:
    'Intervene before or with a declaration of the current turn (SMS §5): one intervention between two of one’s actions (+ rank of "Intervention"), not on oneself nor on an intervention declared after one’s own. Its effort — 1 passing fatigue, 1 lasting if it casts a spell — is booked on the sheet in the same transaction. The GM, or the player for their own PC.',
  input: InterveneInput.ref,
  resolve: (_root, { input }, ctx) => declare(ctx, input, InterveneInput.schema, 'INTERVENTION_DECLARED', answering(sequence.intervene)),
});

// ----- The one-spell limit, shared with the magic API --------------------------------------------

const BookSpellInput = inputType('BookSpellInput', {
  encounterId,
  characterId: field.id(z.string(), 'The caster.'),
  declarationId: field.id(
    z.nullish(onDeclarationIdSchema),
    'The declaration (action, reaction, intervention) that announced the spell with castsSpell; omitted for a spell cast outside the declarations.',
  ),
  specialPower: field.boolean(flagSchema, 'A special power: exempt from the limit (SMS §5).'),
});

inputMutation('bookSpell', {
  type: SpellBookingPayload,
  description:
    'Check and book a spell against the one-spell limit of the action sequence (SMS §5: one spell between two of one’s own actions; a counter-spell counts; special powers are exempt). castSpell does the same when given an encounter. The GM, or the player for their own PC.',
  input: BookSpellInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // ONE read (requireScene's checks), then ONE statement when something is booked. Without the
    // actor's modules: booking names no module (unlike a declaration), the rules need only the encounter.
    const scene = await requireScene(ctx, input.encounterId, { actorId: input.characterId });
    const actor = scene.actor!;
    const v = validate(BookSpellInput.schema, input);
    let exempt = false;
    const change = (current: Scene, enc: EncounterState) => {
      const declarationId = v.declarationId ? localIdOn(v.declarationId, current.row.id) : null;
      const next = accepted(bookSpell(enc, actor.id, { specialPower: v.specialPower ?? false, declarationId }));
      // Nothing booked = a special power, whether said here or in the declaration that announced it.
      exempt = next === null;
      return next && { state: next, change: 'SPELL_BOOKED', characterId: actor.id };
    };
    const { encounter } = await changeEncounter(ctx, scene, change, { whileRunning: false });
    return { encounter, exempt };
  },
});
