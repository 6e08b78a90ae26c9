/**
 * What a counter-spell or a dispel must name before its die is rolled: the spell it counters,
 * how it enters the action sequence, who sets the die to interrupt the caster, and the effect
 * it undoes. The rolls themselves are in counter.ts.
 * LOREVAL: seed 000 "Effets magiques universels"; ALMERA: seed 003 "Prérequis, interruption et
 * contre-sort" (ALMERA has no dispel).
 */
import type { DeclarationKind } from '../sms/sequence.js';
import { type RuleResult, fail, ok, violation } from '../violation.js';
import type { MagicVariant } from './catalogue.js';
import type { SpellDefinition } from './spell.js';

/** What the request says of the countered spell; a catalogue spell, if named, fills the gaps. */
export interface CounteredSpellGiven {
  power?: number | null;
  source?: SpellDefinition['source'] | null;
  /** The countered spell is a ritual (LOREVAL: rituals cannot be counter-spelled). */
  ritual?: boolean | null;
}

export interface CounteredSpell {
  power: number;
  source: SpellDefinition['source'];
  /** The catalogue spell, or one standing for it with the power and source given. */
  spell: SpellDefinition;
}

/**
 * The spell a counter-spell is measured against: its power and its form (LOREVAL) or source
 * (ALMERA), as given or from the catalogue spell named. Neither given nor named is refused.
 */
export function counteredSpell(variant: MagicVariant, given: CounteredSpellGiven, catalogued: SpellDefinition | null): RuleResult<CounteredSpell> {
  const power = given.power ?? catalogued?.power;
  const source = given.source ?? catalogued?.source;
  if (!power || !source) {
    return fail(
      violation(
        'COUNTERED_SPELL_UNKNOWN',
        'MAGIC: a counter-spell is measured against the power of the spell it counters',
        'Say which spell is countered: its power and its form or source (or its spellId).',
      ),
    );
  }
  const spell: SpellDefinition = catalogued ?? { variant, kind: given.ritual ? 'RITUAL' : 'SPELL', name: 'countered spell', source, power, nature: 'MISC', effects: [] };
  return ok({ power, source, spell });
}

/**
 * How a counter-spell enters the sequence: it answers a spell being cast, as a reaction (the
 * counterer is targeted) or an intervention, never as one's action. Without a declaration
 * named, the request says whether the counterer is a target.
 */
export function counterSpellDeclaration(declared: { kind: DeclarationKind } | null, countererIsTarget: boolean): RuleResult<{ countererIsTarget: boolean }> {
  if (!declared) return ok({ countererIsTarget });
  if (declared.kind === 'ACTION') {
    return fail(
      violation(
        'COUNTER_SPELL_IS_NOT_AN_ACTION',
        'MAGIC LOREVAL §Effets magiques universels: one reacts (if targeted) or intervenes to counter a spell',
        'A counter-spell answers a spell being cast: declare it as a reaction or an intervention.',
      ),
    );
  }
  return ok({ countererIsTarget: declared.kind === 'REACTION' });
}

/**
 * LOREVAL Decision (MAGIC.md): when the GM gives no base die to interrupt the caster, the caster
 * must be named (a PC: its score for the spell is the base). Returns the caster's id.
 */
export function interruptedCaster(casterId: string | null): RuleResult<string> {
  if (!casterId) {
    return fail(
      violation(
        'INTERRUPT_BASE_DIE_REQUIRED',
        'MAGIC LOREVAL §Effets magiques universels: the base difficulty to interrupt the caster depends on the caster’s skill',
        'Give the caster (a PC: its score for the spell is the base) or the GM’s base die to interrupt it.',
      ),
    );
  }
  return ok(casterId);
}

/** Only LOREVAL dispels: MOD-US stops a spell with a counter-spell and undoes an effect with magic of its own. */
export function checkDispelVariant(variant: MagicVariant): RuleResult<'LOREVAL'> {
  if (variant !== 'LOREVAL') {
    return fail(
      violation(
        'NO_DISPEL_IN_ALMERA',
        'MAGIC ALMERA §Prérequis, interruption et contre-sort: the only counter-magic is the counter-spell',
        'MOD-US has no dispel: stop a spell with a counter-spell, or undo an effect with a spell or a ritual of its own.',
      ),
    );
  }
  return ok(variant);
}

/** A dispel undoes an effect in place: the one named must (still) be on the character. */
export function effectInPlace<E extends { id: string }>(effects: readonly E[], effectId: string | null): RuleResult<E> {
  const effect = effects.find((e) => e.id === effectId);
  if (!effect) return fail(violation('NO_SUCH_EFFECT', 'MAGIC LOREVAL §Effets magiques universels: a dispel undoes an effect in place', 'That effect is not (or no longer) on the character.'));
  return ok(effect);
}

/**
 * LOREVAL: the die to interrupt an NPC caster is its base die (decision 40), which only its
 * definition or the GM gives. An NPC with neither cannot be countered yet; the words say who acts.
 */
export function npcInterruptDie(npcName: string, die: number | undefined): RuleResult<number> {
  if (die == null) {
    return fail(
      violation(
        'NPC_BASE_DIE_UNKNOWN',
        'MAGIC LOREVAL §Effets magiques universels: the base difficulty to interrupt the caster depends on the caster’s skill',
        `${npcName} has no base die yet: ask the GM, who defines ${npcName} (NPC tools) or counters for you with the die to interrupt it.`,
        { character: npcName },
      ),
    );
  }
  return ok(die);
}
