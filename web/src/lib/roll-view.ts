/**
 * A roll as the table reads it, whatever its kind: the headline (who, what kind, the outcome
 * in one word), the outcome large (the die played, the total, the winner…), and the details
 * the API returns for that kind (quality and stakes, the score's breakdown, a Ylnies test's
 * total against its threshold, an exchange's totals). One function per kind of `RollOutcome`.
 */
import { graphql } from '../gql';
import type { RollViewFragment } from '../gql/graphql';
import type { Locale, Messages } from './i18n';

export const RollView = graphql(`
  fragment RollView on Roll {
    id
    seq
    kind
    rollKind
    faces
    inputs
    createdAt
    commitment
    clientSeed
    serverSeed
    verified
    verification
    payload
    character { id name }
    sides { characterId label }
    request { id note }
    action {
      score die gmDie automatic impossible roll success stakes quality probability requestedShift absolute
      qualityEn: qualityLabel(locale: EN)
      qualityFr: qualityLabel(locale: FR)
      breakdown { positives negatives absorbed assistantsBonus rawScore }
    }
    result {
      __typename
      ... on ImpactRollOutcome { success roll strength levels severity distance }
      ... on SpellRollOutcome { outcome success roll stakes }
      ... on YlniesTestRollOutcome { total success degree outcome }
      ... on CombatRollOutcome { winner degree totals hit }
      ... on OtherRollOutcome { kind }
    }
  }
`);

export interface RollReading {
  /** e.g. "Action", "Test", "Melee exchange". */
  kind: string;
  /** Who did it to whom (issue 39): "Grohk → Bo — Attack spell", or who rolled alone. */
  headline: string;
  /** true, false, or null when the roll has no success (initiative, creation…). */
  success: boolean | null;
  /** The outcome in large: the die played, the total… */
  big: string;
  /** Each detail as [label, value]. */
  details: [string, string][];
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** A roll's sides by name: a label as it is, a character from the names the screen knows (a side this log seals is "someone"). */
export function sideNames(roll: Pick<RollViewFragment, 'sides'> & { character?: { id: string; name: string } }, names: Readonly<Record<string, string>>, someone: string): string[] {
  return roll.sides.map((s) => s.label ?? (s.characterId ? (names[s.characterId] ?? (s.characterId === roll.character?.id ? roll.character.name : someone)) : someone));
}

export function readRoll(roll: RollViewFragment, t: Messages, locale: Locale, names: Readonly<Record<string, string>> = {}): RollReading {
  const kind = t.rollKind[roll.rollKind] ?? roll.kind;
  const faces = roll.faces.join(' · ') || '—';
  const r = roll.result;
  const inputs = obj(roll.inputs);
  const details: [string, string][] = [];
  let success: boolean | null = null;
  // The faces are a detail, never the headline (issue 39): a roll with nothing else says its verdict.
  let big = '';
  // The two sides by name (the API's `sides`, named from the characters this screen knows).
  const sides = sideNames(roll, names, t.someone);
  const [sideA = t.someone, sideB = t.someone] = sides;
  const twoSided = sides.length === 2;
  const headline = twoSided ? t.rollWhoWhom(sideA, kind, sideB) : t.rolledBy(roll.character.name, kind);
  switch (r.__typename) {
    case 'ActionRollOutcome': {
      // Read from `Roll.action` (the same result, two levels shallower: the API's depth limit).
      const a = roll.action;
      if (!a) break;
      success = a.success;
      big = a.automatic ? t.automatic : a.impossible ? t.impossible : String(a.roll ?? '—');
      details.push([t.score, `${a.score} vs D${a.die}`]);
      details.push([t.quality, `${a.quality > 0 ? '+' : ''}${a.quality}${(locale === 'FR' ? a.qualityFr : a.qualityEn) ? ` (${locale === 'FR' ? a.qualityFr : a.qualityEn})` : ''}`]);
      details.push([t.stakes, t.stakesName[a.stakes] ?? a.stakes]);
      details.push([t.gmDie, String(a.gmDie)]);
      details.push([t.breakdown, t.breakdownText(a.breakdown)]);
      details.push([t.chance, `${Math.round(a.probability * 100)} %`]);
      break;
    }
    case 'ImpactRollOutcome':
      success = r.success ?? null;
      big = r.roll === null || r.roll === undefined ? faces : String(r.roll);
      if (r.levels !== null && r.levels !== undefined) details.push([t.woundLevels, String(r.levels)]);
      if (r.severity) details.push([t.severity, t.severityName[r.severity] ?? r.severity.toLowerCase()]);
      break;
    case 'SpellRollOutcome': {
      success = r.success ?? null;
      big = r.roll === null || r.roll === undefined ? '' : String(r.roll);
      const spell = obj(inputs.spell).name ?? obj(inputs.against).name ?? inputs.spell;
      if (typeof spell === 'string') details.push([t.spell, spell]);
      if (typeof inputs.score === 'number') details.push([t.score, `${inputs.score}${typeof inputs.difficulty === 'number' ? ` vs D${inputs.difficulty}` : ''}`]);
      if (r.outcome) details.push([t.outcomeWord, r.outcome.toLowerCase().replaceAll('_', ' ')]);
      if (r.stakes) details.push([t.stakes, t.stakesName[r.stakes] ?? r.stakes.toLowerCase()]);
      break;
    }
    case 'YlniesTestRollOutcome':
      success = r.success ?? null;
      big = r.total === null || r.total === undefined ? '' : String(r.total);
      if (typeof inputs.threshold === 'number') details.push([t.threshold, String(inputs.threshold)]);
      if (r.degree !== null && r.degree !== undefined) details.push([t.degree, String(r.degree)]);
      if (r.outcome) details.push([t.outcomeWord, r.outcome.toLowerCase().replaceAll('_', ' ')]);
      break;
    case 'CombatRollOutcome': {
      // A and B are the attacker and the defender of an exchange, the two sides of an opposed test:
      // the winner by name, large; each side's total beside its name.
      const winner = r.winner === 'A' ? sideA : r.winner === 'B' ? sideB : null;
      big = winner ? t.wins(winner) : t.tie;
      if (r.totals.length === 2) details.push([t.totals, `${sideA} ${r.totals[0]} · ${sideB} ${r.totals[1]}`]);
      if (r.degree !== null && r.degree !== undefined) details.push([t.degree, String(r.degree)]);
      details.push([t.outcomeWord, r.hit ? t.hit : t.noHit]);
      break;
    }
    default:
      break;
  }
  details.push([t.faces, faces]);
  if (!big) big = success === null ? faces : success ? t.success : t.failure;
  return { kind, headline, success, big, details };
}
