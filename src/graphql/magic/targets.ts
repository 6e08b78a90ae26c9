/**
 * Who a spell or a ritual touches: its targets (characters of the campaign, or NPCs known only by
 * a label and the GM's numbers) and the characters who help (assistants, ritual participants).
 * Their inputs and validation, the numbers only the GM may give, how a target is shown to the
 * rules core (wounds to heal, magical protections, an NPC's base die), and how it is returned.
 * Rules: src/rules/magic/casting.ts (`SpellTarget`); SMS §2.8.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { SpellTarget } from '../../rules/magic/casting.js';
import type { WoundRecord } from '../../rules/magic/effects.js';
import { severityLevel } from '../../rules/sms/health.js';
import { type NpcDefinition, npcBaseDie } from '../../rules/sms/npcs.js';
import { builder } from '../builder.js';
import { field, inputType } from '../input.js';
import { encodeId, globalId } from '../../primitives/ids.js';
import type { PendingCharacter } from './persistence.js';

// =============================================================================================
// Input
// =============================================================================================

export const AlmeraResistance = builder.enumType('AlmeraResistance', {
  values: {
    SENSITIVE: { description: 'Sensitive to magic: +0.' },
    RESISTS: { description: 'Able to resist or anticipate magic: +2.' },
    HIGHLY_RESISTANT: { description: 'Highly resistant: +4.' },
    NEARLY_IMMUNE: { description: 'Nearly immune: +6.' },
  } as const,
  description: 'ALMERA: an unwilling target adds +0, +2, +4 or +6 to the die.',
});

const TargetInput = inputType(
  'SpellTargetInput',
  {
    characterId: field.id(z.nullish(globalId('Character')), 'A character of the campaign (give this or `label`, not both).'),
    label: field.string(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), 'Name of a target that is not a character of the campaign.'),
    opposes: field.boolean(z.nullish(z.boolean()), 'Resists the spell. Default: true for a spell with an offensive effect, false otherwise.'),
    baseDie: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(200))), 'LOREVAL: the opposing target’s base die (an NPC character’s definition gives it by default).'),
    resistance: field.of(AlmeraResistance, z.nullish(z.enum(['SENSITIVE', 'RESISTS', 'HIGHLY_RESISTANT', 'NEARLY_IMMUNE'])), 'ALMERA: an unwilling target’s resistance to magic.'),
    survivedMortal: field.boolean(z.nullish(z.boolean()), 'Healing a mortal wound needs a survivor (default: not declared dead).'),
    armourCategory: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(3))), 'Armour 0..3 if it is engaged against a physical effect (the GM’s call).'),
    counterEffectRanks: field.intList(
      z.nullish(z.array(z.int().check(z.minimum(0), z.maximum(50))).check(z.maxLength(10))),
      'GM override: the ranks of the target’s counter-effects that match this spell. Omitted: the counter-effects recorded on the character act when their criterion matches the spell’s name or keywords; given (even empty), this list replaces them.',
    ),
    barrierApplies: field.boolean(
      z.nullish(z.boolean()),
      'GM override: false when the barrier recorded on the character cannot stand against this spell. Default: it raises the die of an offensive spell by 2 per power level.',
    ),
    resultDie: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(200))), 'Result die of an opposed roll between PCs: its class adds wound levels.'),
  },
  'A target: a character of the campaign (wounds, heals and effects land on its sheet) or, with `label` alone, an NPC known only by its numbers. The numbers (baseDie, resistance, armour, counter-effects, circumstances) set the die: the GM’s to give (SMS §2.8).',
);
export const SpellTargetInput = TargetInput.ref;

const MagicAssistant = inputType(
  'MagicAssistantInput',
  {
    characterId: field.id(globalId('Character'), 'The assistant, a character of the same campaign.'),
    moduleIds: field.idList(z.nullish(z.array(globalId('Module')).check(z.maxLength(20))), 'The assistant’s modules that enter play (at most 20): +1 each to the referent’s score.'),
  },
  'A character helping: +1 per module of theirs entering play (SMS §2 collaborative actions).',
);
export const MagicAssistantInput = MagicAssistant.ref;
export const assistantSchema = MagicAssistant.schema;

const targetSchema = TargetInput.schema.check(z.refine((t) => Boolean(t.characterId) !== Boolean(t.label), {
  message: 'a target is either a character (characterId) or a labelled NPC (label)',
}));

/** The targets of one spell or ritual: each character, and each label, once. */
export const targetsSchema = z.array(targetSchema).check(
  z.maxLength(100),
  z.superRefine((targets, ctx) => {
    const ids = targets.map((t) => t.characterId).filter(Boolean);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'a character is targeted twice' });
    const labels = targets.map((t) => t.label).filter(Boolean);
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: 'custom', message: 'two targets share a label' });
  }),
);

export type TargetValue = z.output<typeof targetSchema>;

/** A target's numbers move the die or the outcome: the GM's to give (SMS §2.8). */
const gmNumbers = [
  'opposes', 'baseDie', 'resistance', 'armourCategory',
  'counterEffectRanks', 'barrierApplies', 'resultDie', 'survivedMortal',
] as const;

export function targetNumbersGiven(t: TargetValue): boolean {
  return gmNumbers.some((key) => t[key] != null);
}

// =============================================================================================
// The targets as the rules see them
// =============================================================================================

/** A target in a payload: a character, or an NPC known by its label; `key` is its rules-core id. */
export interface TargetView {
  key: string;
  characterId: string | null;
  label: string | null;
}

/**
 * The targets for the rules core, keyed by character id or `npc:<label>`, with their views. A
 * character target brings its wounds (for healing), whether it survived, the magical
 * damage-type protections, barriers and counter-effects on its sheet (they work by themselves,
 * the rules core weighs them) and, for an NPC character, the
 * base die of its definition unless the GM gives one.
 */
export function toSpellTargets(input: readonly TargetValue[], pend: ReadonlyMap<string, PendingCharacter>): { targets: SpellTarget[]; views: Map<string, TargetView> } {
  const views = new Map<string, TargetView>();
  const targets = input.map((t) => {
    const key = t.characterId ?? `npc:${t.label}`;
    views.set(key, { key, characterId: t.characterId ?? null, label: t.label ?? null });
    const base: SpellTarget = { id: key, name: t.label ?? (t.characterId ? pend.get(t.characterId)?.row.name : undefined) };
    if (t.opposes != null) base.opposes = t.opposes;
    if (t.resistance) base.resistance = t.resistance;
    if (t.resultDie != null) base.resultDie = t.resultDie;
    const defence: NonNullable<SpellTarget['defence']> = {};
    if (t.armourCategory != null) defence.armourCategory = t.armourCategory;
    if (t.counterEffectRanks != null) defence.counterEffectRanks = t.counterEffectRanks;
    if (t.barrierApplies != null) base.barrierApplies = t.barrierApplies;
    let baseDie = t.baseDie ?? undefined;
    if (t.characterId) {
      const p = pend.get(t.characterId)!;
      base.wounds = woundRecords(p);
      base.survivedMortal = t.survivedMortal ?? !p.health.dead;
      const protections = (p.magic.effects ?? [])
        .filter((e) => e.kind === 'PROTECTION' && !e.suppressed)
        .map((e) => ({ damageType: e.damageType!, elemental: e.elemental ?? false, points: e.points ?? 0 }));
      if (protections.length) defence.protections = protections;
      // Barriers and counter-effects on the sheet act by themselves; the rules core weighs them.
      const live = (p.magic.effects ?? []).filter((e) => !e.suppressed);
      const barriers = live.filter((e) => e.kind === 'BARRIER').map((e) => ({ spellName: e.spellName, power: e.power }));
      if (barriers.length) base.barriers = barriers;
      const counterEffects = live.filter((e) => e.kind === 'COUNTER_EFFECT' && e.against).map((e) => ({ spellName: e.spellName, against: e.against!, rank: e.rank ?? 0 }));
      if (counterEffects.length) base.counterEffects = counterEffects;
      baseDie ??= npcDie(p.row);
    } else if (t.survivedMortal != null) base.survivedMortal = t.survivedMortal;
    if (baseDie != null) base.baseDie = baseDie;
    if (Object.keys(defence).length) base.defence = defence;
    return base;
  });
  return { targets, views };
}

/** Wounds on a sheet as the healing rules see them. Decision: a wound of unknown type counts as blunt. */
function woundRecords(p: PendingCharacter): WoundRecord[] {
  return p.health.wounds.map((w) => ({ id: w.id, severity: severityLevel(w.severity) as WoundRecord['severity'], damageType: w.damageType ?? 'BLUNT' }));
}

/** An NPC character's base die from its definition (SMS §4), when it has one. */
export function npcDie(row: CharacterRow): number | undefined {
  const npc = row.state?.npc as NpcDefinition | undefined;
  if (!npc || typeof npc !== 'object') return undefined;
  const r = npcBaseDie(npc);
  return r.ok ? r.value : undefined;
}

// =============================================================================================
// Output
// =============================================================================================

export const SpellTargetRef = builder.objectRef<TargetView>('SpellTargetRef').implement({
  description: 'A target of a spell: a character, or an NPC known by its label.',
  fields: (t) => ({
    characterId: t.id({
      nullable: true,
      description: 'The target’s `Character` id; null for an NPC known only by its label.',
      resolve: (x) => (x.characterId ? encodeId('Character', x.characterId) : null),
    }),
    label: t.string({ nullable: true, description: 'The label the GM gave a target that is not a character; null for a character.', resolve: (x) => x.label }),
  }),
});
