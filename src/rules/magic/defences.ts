/**
 * What the defensive magic recorded on a character does by itself (seed 000 "Effets
 * défensifs"): a barrier moves the dice of attacks on it, a counter-effect cancels the
 * offensive effects that match it. The API loads what the sheet records (live, not
 * suppressed) and passes it here; the GM may still override (SMS §2.8: the die is the GM's).
 */
import { type FrenchLine, citeWords } from './words.js';

/** A barrier on a character's sheet ("une barrière se comporte comme une armure"). */
export interface RecordedBarrier {
  spellName: string;
  power: number;
}

/** A counter-effect on a character's sheet: its criterion (« établi contre une menace spécifique ») and rank. */
export interface RecordedCounterEffect {
  spellName: string;
  against: string;
  rank: number;
}

export interface BarrierStep extends FrenchLine {
  label: string;
  /** Die points: + on the die of a PC attacking the protected one, − on the protected PC's defence. */
  shift: number;
  rule: string;
}

const RULE_BARRIER = citeWords('BOTH', 'Effets défensifs', {
  en: 'a barrier present that can stand against the attack lowers the die to resist it by 2 per power level, like armour',
  fr: 'une barrière présente qui peut s’opposer à l’attaque baisse le dé pour y résister de 2 par niveau de puissance, comme une armure',
});

/**
 * The barrier that acts: the strongest one. Decision: barriers do not add up — each "se
 * comporte comme une armure", and one armour stands between the blow and the body.
 */
export function strongestBarrier(barriers: readonly RecordedBarrier[]): RecordedBarrier | null {
  return barriers.reduce<RecordedBarrier | null>((best, b) => (best === null || b.power > best.power ? b : best), null);
}

/**
 * The die step of the recorded barriers on an attack: +2p on the die of a PC attacking a
 * protected character (seed 003: « accroissent la difficulté d'un PJ à porter une attaque sur
 * un PNJ protégé »), −2p on a protected PC's defence (« diminue le dé de difficulté de 2 … de
 * 10 »). None when nothing is recorded or the GM rules the barrier does not stand against this
 * attack (« s'il est présent et peut, par nature, s'opposer à une attaque »).
 */
export function barrierStep(barriers: readonly RecordedBarrier[], side: 'ATTACKING_PROTECTED' | 'PROTECTED_DEFENDS', applies = true): BarrierStep | null {
  const b = strongestBarrier(barriers);
  if (!b || !applies || b.power < 1) return null;
  const shift = side === 'ATTACKING_PROTECTED' ? 2 * b.power : -2 * b.power;
  return {
    label: `magical barrier "${b.spellName}" (power ${b.power})`,
    shift,
    rule: RULE_BARRIER.en,
    fr: { label: `barrière magique « ${b.spellName} » (puissance ${b.power})`, rule: RULE_BARRIER.fr },
  };
}

/** Criteria compare without case, accents, punctuation or surrounding space. */
function criterionKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Does a counter-effect match the spell? « annule les effets magiques qui correspondent aux
 * critères de protection »: Decision — its criterion equals the spell's name or one of the
 * keywords its definition lists (an anti-fire counter-effect `against: "fire"` matches a
 * fireball whose keywords include "fire").
 */
export function counterEffectMatches(against: string, spell: { name: string; keywords?: readonly string[] }): boolean {
  const key = criterionKey(against);
  if (!key) return false;
  return [spell.name, ...(spell.keywords ?? [])].some((k) => criterionKey(k) === key);
}

/** A counter-effect that acts on one target, and where it comes from. */
export interface ActingCounterEffect {
  /** SHEET: recorded on the target and matching the spell; GM: the GM's ranks, which replace the sheet's. */
  source: 'SHEET' | 'GM';
  /** The criterion (null for a rank the GM gave). */
  against: string | null;
  spellName: string | null;
  rank: number;
}

/**
 * The counter-effects acting on one target: the GM's ranks when given (even none: the GM rules
 * that nothing matches), else those recorded on the target that match the spell.
 */
export function actingCounterEffects(
  recorded: readonly RecordedCounterEffect[],
  spell: { name: string; keywords?: readonly string[] },
  gmRanks?: readonly number[] | null,
): ActingCounterEffect[] {
  if (gmRanks != null) return gmRanks.map((rank) => ({ source: 'GM', against: null, spellName: null, rank }));
  return recorded.filter((c) => counterEffectMatches(c.against, spell)).map((c) => ({ source: 'SHEET', against: c.against, spellName: c.spellName, rank: c.rank }));
}
