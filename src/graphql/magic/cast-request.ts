/**
 * A cast as asked for, shared by `castSpell`, `useSpecialPower` and `previewCast`: the
 * `CastSpellInput` and its validation, who may give which numbers, the spell it names (from the
 * catalogue or improvised), and the rules core's `CastSpellInput` built from the characters it
 * touches (caster, targets, assistants) as they stand now.
 * Rules: src/rules/magic/casting.ts; decisions: docs/rules.md §6 "API".
 */
import * as z from 'zod/mini';
import type { CastSpellInput } from '../../rules/magic/casting.js';
import { checkAssistants, checkCastKind } from '../../rules/magic/declaration.js';
import type { Circumstance } from '../../rules/magic/difficulty.js';
import { NO_PARAMETERS, type SpellParameters } from '../../rules/magic/spell.js';
import { countersOnCaster } from '../../rules/magic/npc-magic.js';
import type { Encounter as EncounterState, StoredDeclaration } from '../../rules/sms/sequence.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { accepted } from '../errors.js';
import { decodeId } from '../../primitives/ids.js';
import { field, inputType } from '../input.js';
import { magicField } from './action-input.js';
import { sceneSpell } from './catalogue.js';
import {
  actorModules,
  campaignVariantOf,
  helpersOf,
  pendingOf,
  rawEncounterId,
  rawIds,
  requireGmForNumbers,
  requireMayInvolve,
  rolledStage,
} from './persistence.js';
import { ImprovisedSpellInput, SpellParametersInput, type StoredSpell, parametersSchema, spellDefinitionSchema, toParameters, toSpellDefinition } from './spell-definition.js';
import { MagicAssistantInput, SpellTargetInput, assistantSchema, targetNumbersGiven, targetsSchema, toSpellTargets } from './targets.js';

// =============================================================================================
// Input
// =============================================================================================

export const CancelledBy = builder.enumType('CancelledBy', {
  values: {
    INTERRUPTION: { description: 'An intervention that hurt or shook the caster succeeded (outcome INTERRUPTED).' },
    COUNTER_SPELL: { description: 'A counter-spell succeeded against it (outcome COUNTERED).' },
  } as const,
  description: 'The cast was cut short: no roll, no effect, the cost is still paid.',
});

const aidCount = z.nullish(z.int().check(z.minimum(0), z.maximum(50)));
const AidsInput = inputType(
  'MagicAidsInput',
  {
    components: field.int(aidCount, 'Components at hand, 0..50 (consumed first, up to the cap).'),
    foci: field.int(aidCount, 'Foci at hand, 0..50.'),
    totems: field.int(aidCount, 'Totems at hand, 0..50.'),
  },
  'ALMERA: components, foci and totems (+1 each up to the rank of Empowerment of magic power).',
);

const IncantationInput = inputType(
  'IncantationInput',
  {
    voice: field.boolean(z.boolean(), 'The caster can speak the incantation (false: −1).'),
    freeHand: field.boolean(z.boolean(), 'The caster has a free hand (false: −1).'),
  },
  'ALMERA: voice and a free hand; missing one −1, both −2.',
);

const CastInput = inputType('CastSpellInput', {
  characterId: magicField.actor('The caster: a PC (only players roll, SMS §2.8).'),
  spellId: field.id(z.nullish(z.string()), 'A spell of the campaign’s catalogue …'),
  improvised: field.of(ImprovisedSpellInput, z.nullish(spellDefinitionSchema), '… or one made up on the spot.'),
  parameters: field.of(SpellParametersInput, z.nullish(parametersSchema), 'Default: the spell’s usual parameters, else none.'),
  targets: field.of([SpellTargetInput], z.nullish(targetsSchema), 'Who the spell is aimed at; none for a spell on the caster or on nothing.'),
  circumstances: magicField.circumstances(),
  aids: field.of(AidsInput.ref, z.nullish(AidsInput.schema), 'ALMERA: components, foci and totems (ignored in LOREVAL, with a note).'),
  incantation: field.of(IncantationInput.ref, z.nullish(IncantationInput.schema), 'ALMERA: whether voice and a free hand are there (default both; ignored in LOREVAL).'),
  interruptionMalus: field.int(z.nullish(z.int()), 'An intervention hurts or shakes the caster: −1..−3.'),
  cancelledBy: field.of(CancelledBy, z.nullish(z.enum(['INTERRUPTION', 'COUNTER_SPELL'])), 'A successful interruption or counter-spell stopped it: no roll, the cost is paid.'),
  assistants: field.of([MagicAssistantInput], z.nullish(z.array(assistantSchema).check(z.maxLength(10))), 'Casting together (ALMERA): they pay +1 exhaustion each.'),
  moduleIds: magicField.relatedModules('Related modules of the caster’s sheet (specialisations; resistive ones absorb the parameter malus).'),
  encounterId: magicField.encounter('In sequenced narration: books the one-spell limit.'),
  declarationId: magicField.declaration('The declaration (action, reaction, intervention) that announced this spell with castsSpell.'),
  means: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), 'ALMERA: the means of casting, e.g. an enchanted item’s name (default: one’s own magic).'),
  woundNature: magicField.woundNature('Nature of the wounds inflicted (default: the spell’s name).'),
  clientSeed: magicField.clientSeed,
});
export const CastSpellInputRef = CastInput.ref;

/** Validates `CastSpellInput` and `UseSpecialPowerInput` (a subset of its fields). */
const castSchema = CastInput.schema.check(z.refine((v) => Boolean(v.spellId) !== Boolean(v.improvised), { path: ['spellId'], message: 'give either spellId or improvised' }));

// =============================================================================================
// The request, checked
// =============================================================================================

export type CastMode = 'CAST' | 'POWER' | 'PREVIEW';

/** A cast as asked for, not yet validated (authorization comes first, API.md); `UseSpecialPowerInput` asks with a subset of its fields. */
export type CastAsked = z.input<typeof castSchema>;

/** A cast allowed, validated, with its spell and parameters settled (`spellId` null: improvised). */
export type CastRequest = Awaited<ReturnType<typeof castRequest>>;

/**
 * The one read of the scene (caster, targets and assistants with their sheets, the spell, the
 * encounter, the epoch, the caster's chain head), auth (the caster's owner or the GM), validation, the numbers only the GM gives, the campaign's
 * variant, and the spell: a catalogue spell, or an improvised one (never a ritual). A special
 * power must be one; a preview may be asked for an NPC.
 */
export async function castRequest(ctx: Context, input: CastAsked, mode: CastMode) {
  const targetIds = rawIds((input.targets ?? []).map((t) => t?.characterId));
  const assistantIds = rawIds((input.assistants ?? []).map((a) => a?.characterId));
  const read = {
    characterIds: [...targetIds, ...assistantIds],
    sheetIds: assistantIds,
    spellId: decodeId('Spell', input.spellId),
    encounterId: rawEncounterId(input.encounterId),
  };
  const stage = await rolledStage(ctx, input, castSchema, read, { npcMay: mode === 'PREVIEW' });
  const { role, scene, v } = stage;
  requireGmForNumbers(
    role,
    (v.circumstances?.length ?? 0) > 0 || v.interruptionMalus != null || v.cancelledBy != null || (v.targets ?? []).some(targetNumbersGiven),
    'Circumstances, target numbers, interruptions and cancellations are set by the GM.',
  );
  const { variant, maxModuleRank } = campaignVariantOf(ctx, scene.campaign);

  let spell: StoredSpell;
  let spellId: string | null = null;
  if (v.spellId) {
    const loaded = sceneSpell(scene, v.spellId);
    spell = loaded.spell;
    spellId = loaded.row.id;
  } else {
    spell = toSpellDefinition(variant, v.improvised!);
  }
  accepted(checkCastKind(variant, spell, { improvised: !spellId, asPower: mode === 'POWER' }));
  const parameters: SpellParameters = v.parameters ? toParameters(v.parameters) : (spell.parameters ?? NO_PARAMETERS);
  return { ...stage, mode, variant, maxModuleRank, spell, spellId, parameters };
}

// =============================================================================================
// The cast as the rules see it
// =============================================================================================

/**
 * The characters a cast touches, from the scene, and the rules core's input: the caster's ranks and declared modules with its wounds and
 * fatigue, its exhaustion, the targets, the assistants (only one's own, unless GM) and the aids.
 */
export function castSetup(r: CastRequest) {
  const { v, character, variant } = r;
  const casterId = character.id;
  const targetIds = (v.targets ?? []).map((t) => t.characterId).filter((x): x is string => Boolean(x));
  const assistantIds = (v.assistants ?? []).map((a) => a.characterId);
  accepted(checkAssistants(casterId, assistantIds));
  const pend = pendingOf(r.scene, [casterId, ...targetIds, ...assistantIds], r.now);
  for (const id of assistantIds) requireMayInvolve(r.caller, r.role, pend.get(id)!.row);
  const caster = pend.get(casterId)!;

  const { ranks, modules } = actorModules(r.scene, variant, caster, v.moduleIds);
  const { targets, views } = toSpellTargets(v.targets ?? [], pend);
  views.set(casterId, views.get(casterId) ?? { key: casterId, characterId: casterId, label: null });
  const assistants = helpersOf(r.scene, variant, v.assistants ?? [], pend);

  const core: CastSpellInput = {
    spell: r.spell,
    improvised: !r.spellId,
    caster: { id: casterId, ranks, modules, exhaustion: caster.magic.exhaustion },
    parameters: r.parameters,
    targets,
    circumstances: (v.circumstances ?? []) as Circumstance[],
    interruptionMalus: v.interruptionMalus ?? 0,
    cancelledBy: v.cancelledBy ?? null,
    assistants,
    settings: { maxModuleRank: r.maxModuleRank },
  };
  // NPCs that counter this caster's declared spell in the running turn (decision 58): read before
  // the booking marks the declaration cast.
  const encounter = v.encounterId && r.scene.encounter?.id === v.encounterId ? (r.scene.encounter.state as unknown as EncounterState) : null;
  if (encounter) {
    const nameOf = (id: string) => encounter.participants.find((x) => x.id === id)?.name ?? '?';
    const counters = countersOnCaster(encounter.declarations as StoredDeclaration[], casterId, nameOf);
    if (counters.length) core.npcCounters = counters;
  }
  if (v.aids) core.aids = { components: v.aids.components ?? 0, foci: v.aids.foci ?? 0, totems: v.aids.totems ?? 0 };
  if (v.incantation) core.incantation = v.incantation;
  return { pend, caster, targetIds, views, assistants, core };
}
