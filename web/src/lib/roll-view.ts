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
  /** true, false, or null when the roll has no success (initiative, creation…). */
  success: boolean | null;
  /** The outcome in large: the die played, the total… */
  big: string;
  /** Each detail as [label, value]. */
  details: [string, string][];
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function readRoll(roll: RollViewFragment, t: Messages, locale: Locale): RollReading {
  const kind = t.rollKind[roll.rollKind] ?? roll.kind;
  const faces = roll.faces.join(' · ') || '—';
  const r = roll.result;
  const inputs = obj(roll.inputs);
  const details: [string, string][] = [];
  let success: boolean | null = null;
  let big = faces;
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
      big = r.roll === null || r.roll === undefined ? faces : String(r.roll);
      const spell = obj(inputs.spell).name ?? obj(inputs.against).name;
      if (typeof spell === 'string') details.push([t.spell, spell]);
      if (typeof inputs.score === 'number') details.push([t.score, `${inputs.score}${typeof inputs.difficulty === 'number' ? ` vs D${inputs.difficulty}` : ''}`]);
      if (r.outcome) details.push([t.outcomeWord, r.outcome.toLowerCase().replaceAll('_', ' ')]);
      if (r.stakes) details.push([t.stakes, t.stakesName[r.stakes] ?? r.stakes.toLowerCase()]);
      break;
    }
    case 'YlniesTestRollOutcome':
      success = r.success ?? null;
      big = r.total === null || r.total === undefined ? faces : String(r.total);
      if (typeof inputs.threshold === 'number') details.push([t.threshold, String(inputs.threshold)]);
      if (r.degree !== null && r.degree !== undefined) details.push([t.degree, String(r.degree)]);
      if (r.outcome) details.push([t.outcomeWord, r.outcome.toLowerCase().replaceAll('_', ' ')]);
      break;
    case 'CombatRollOutcome':
      big = r.totals.join(' / ') || faces;
      // A and B are the attacker and the defender of an exchange, the two sides of an opposed test.
      details.push([t.winner, r.winner === 'A' || r.winner === 'B' ? (t.side[`${roll.rollKind === 'YLNIES_OPPOSED' ? 'opposed' : 'exchange'}${r.winner}`] ?? r.winner) : t.tie]);
      if (r.degree !== null && r.degree !== undefined) details.push([t.degree, String(r.degree)]);
      details.push([t.outcomeWord, r.hit ? t.hit : t.noHit]);
      break;
    default:
      break;
  }
  details.unshift([t.faces, faces]);
  return { kind, success, big, details };
}
