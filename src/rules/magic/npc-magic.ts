/**
 * NPCs in the magic, under decision 44 (only players roll): « Dans SMS, seuls les joueurs lancent
 * les dés. Le MJ ne leur oppose que des difficultés chiffrée en dés pour toute interaction, tant
 * pour attaquer que leur permettre de se défendre » (seed 000, "Résolution des actions").
 * - An NPC casting is the GM announcing a spell (no roll); the PCs may counter it (counter.ts),
 *   the die to interrupt the NPC being its base die (docs/rules.md §6 decision 40).
 * - An NPC countering a PC's spell is a difficulty the GM opposes to that spell: the cast is
 *   rolled against the harder of its own die and the NPC's counter die (docs/rules.md §6
 *   decision 58).
 * Pure: the API reads the characters and the encounter, these decide.
 */
import { type RuleResult, fail, ok, violation } from '../violation.js';
import type { MagicVariant } from './catalogue.js';
import { type Difficulty, type DifficultyStep, buildDifficulty } from './difficulty.js';
import { citeWords, line } from './words.js';

const RULE_ONLY_PLAYERS = 'SMS §2.8: only players roll; the GM announces what an NPC does and opposes difficulties';

/** Who an announcement is for: an NPC (a PC's spell is rolled by its player, castSpell). */
export function checkAnnouncer(caster: { name: string; kind: string }): RuleResult<true> {
  if (caster.kind !== 'NPC') {
    return fail(violation('ANNOUNCE_IS_FOR_NPCS', RULE_ONLY_PLAYERS, `${caster.name} is a player character: its player casts the spell and rolls.`, { character: caster.name }));
  }
  return ok(true);
}

/** An NPC answering a PC's spell with a counter-spell, as the encounter's declarations say. */
export interface NpcCounter {
  name: string;
  /** The NPC's base die (its definition, SMS §4 and §9), or null when it has none. */
  die: number | null;
}

/**
 * The die of a cast that NPCs counter (decision 58): the NPC opposes its base die; the spell must
 * be cast and overcome the counter in one roll, so its die is the harder of the two, shown as a
 * step that lifts the die to the counter's (none when the spell's own die is already harder).
 * An NPC without a base die cannot oppose one: the GM must define it first.
 */
export function counteredDifficulty(variant: MagicVariant, own: Difficulty, counters: readonly NpcCounter[]): RuleResult<Difficulty> {
  if (counters.length === 0) return ok(own);
  const unknown = counters.find((c) => c.die == null);
  if (unknown) {
    return fail(
      violation(
        'NPC_COUNTER_DIE_UNKNOWN',
        RULE_ONLY_PLAYERS,
        `${unknown.name} counters this spell but has no base die: the GM must define ${unknown.name} (GM screen, NPC tools) or withdraw the counter.`,
        { character: unknown.name },
      ),
    );
  }
  const strongest = counters.reduce((best, c) => (c.die! > best.die! ? c : best));
  const die = strongest.die!;
  if (die <= own.points) return ok(own);
  const step: DifficultyStep = line(
    { en: `${strongest.name} counters the spell: its difficulty D${die}`, fr: `${strongest.name} contre le sort\u00a0: sa difficulté D${die}` },
    die - own.points,
    citeWords(variant, variant === 'LOREVAL' ? 'Effets magiques universels' : 'Prérequis, interruption et contre-sort', {
      en: 'an NPC counters with a difficulty: the spell must overcome its base die',
      fr: 'un PNJ contre par une difficulté\u00a0: le sort doit vaincre son dé de base',
    }),
  );
  return ok(buildDifficulty([...own.steps, step]));
}

/**
 * An NPC's counter-spell as the GM declares it (a reaction or an intervention on a declaration of
 * the current turn): the counterer is an NPC (a PC counters by rolling, counterSpell), the
 * declaration answered casts a spell, and the NPC has a die to oppose — the GM's, else its base
 * die (its definition). Without either the GM is told to give one (the GM supplies what only
 * the GM knows). Returns the die the cast must overcome.
 */
export function npcCounterDie(
  counterer: { name: string; kind: string },
  answered: { spell: boolean; byName: string },
  dice: { gm: number | null; definition: number | null },
): RuleResult<number> {
  if (counterer.kind !== 'NPC') {
    return fail(violation('PC_COUNTERS_BY_ROLLING', RULE_ONLY_PLAYERS, `${counterer.name} is a player character: its player counters with a counter-spell and rolls.`, { character: counterer.name }));
  }
  if (!answered.spell) {
    return fail(
      violation('NOTHING_TO_COUNTER', 'MAGIC LOREVAL §Effets magiques universels: a counter-spell stops a spell being cast', `${answered.byName} did not announce a spell: there is nothing to counter.`, {
        character: answered.byName,
      }),
    );
  }
  const die = dice.gm ?? dice.definition;
  if (die == null) {
    return fail(
      violation('NPC_COUNTER_DIE_UNKNOWN', RULE_ONLY_PLAYERS, `${counterer.name} has no base die: give the die it opposes, or define ${counterer.name} first (NPC tools).`, { character: counterer.name }),
    );
  }
  return ok(die);
}

/** The declarations of an encounter's turn as the counters need them. */
interface TurnDeclaration {
  id: string;
  by: string;
  on: string | null;
  spell: boolean;
  spellResolved?: boolean;
  counterDie?: number;
}

/**
 * The NPC counters a caster's spell meets in the running turn: every counter declared on one of
 * the caster's spell declarations not yet cast. `nameOf` names the NPC for the breakdown.
 */
export function countersOnCaster(declarations: readonly TurnDeclaration[], casterId: string, nameOf: (id: string) => string): NpcCounter[] {
  const open = new Set(declarations.filter((d) => d.by === casterId && d.spell && !d.spellResolved).map((d) => d.id));
  return declarations.filter((d) => d.counterDie != null && d.on != null && open.has(d.on)).map((d) => ({ name: nameOf(d.by), die: d.counterDie! }));
}

/** A counter die given without a counter-spell says nothing the encounter can use. */
export function counterDieAlone(): RuleResult<never> {
  return fail(violation('COUNTER_DIE_WITHOUT_COUNTER', RULE_ONLY_PLAYERS, 'A counter die goes with an NPC’s counter-spell (countersSpell).'));
}
