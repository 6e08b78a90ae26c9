/**
 * What a magical action did, in words: the outcome large, the roll against the die, the stakes
 * of a failure, the score and the die term by term (each term with the rule it applies), and
 * the cost booked (exhaustion or fatigue) with where the caster stands after it.
 */
import { useI18n } from '../../lib/i18n';
import { RuleCite } from '../RuleCite';

interface Step {
  label: string;
  points: number;
  rule: string;
}
export interface MagicOutcomeData {
  title: string;
  success: boolean;
  outcome?: string;
  stakes: string;
  score?: { score: number; steps: Step[] } | null;
  difficulty?: { die: number; steps: Step[] } | null;
  check?: { roll?: number | null } | null;
  cost?: { exhaustion: number; lastingFatigue: number; passingFatigue: number } | null;
  exhaustionAfter?: number | null;
  lastingFatigueAfter?: number | null;
  lines?: string[];
  /** The roll log's sequence number: tells one outcome from the next. */
  seq?: number;
}

export function MagicOutcome({ data }: { data: MagicOutcomeData }) {
  const { t } = useI18n();
  const verdict = data.outcome ? (t.magicOutcome[data.outcome] ?? data.outcome) : data.success ? t.success : t.failure;
  return (
    <section class={`card outcome ${data.success ? 'ok' : 'ko'}`} role="status" aria-label={`${data.title}${t.colon}${verdict}`} data-testid="magic-outcome" data-seq={data.seq}>
      <p class="verdict">
        <strong>{data.title}</strong>
        {t.colon}
        <strong>{verdict}</strong>
        {data.score && data.difficulty && <> — {t.magicRolled(data.check?.roll, data.difficulty.die, data.score.score)}</>}
      </p>
      {/* An interruption has no roll, hence no stakes: its consequence is in the lines below. */}
      {!data.success && data.outcome !== 'INTERRUPTED' && (
        <p>
          {t.magicStakes}
          {t.colon}
          {t.magicStakesLevels[data.stakes] ?? data.stakes}
        </p>
      )}
      {data.cost && (
        <p>
          {t.magicCost}
          {t.colon}
          {t.magicCostWords(data.cost)}
          {data.exhaustionAfter != null && data.cost.exhaustion > 0 && `${t.semicolon}${t.magicExhaustionAfter(data.exhaustionAfter)}`}
          {data.lastingFatigueAfter != null && data.cost.lastingFatigue > 0 && `${t.semicolon}${t.magicLastingAfter(data.lastingFatigueAfter)}`}
        </p>
      )}
      {data.lines?.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {data.score && data.difficulty && (
        <div class="columns">
          <Steps caption={`${t.magicScoreSteps} ${data.score.score}`} steps={data.score.steps} />
          <Steps caption={`${t.magicDieSteps} D${data.difficulty.die}`} steps={data.difficulty.steps} />
        </div>
      )}
    </section>
  );
}

/** One side of a magical action, term by term, with the rule each term applies (shown, not hovered: touch reaches it). */
export function Steps({ caption, steps }: { caption: string; steps: Step[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {steps.map((s, i) => (
          <tr key={`${i}:${s.label}`}>
            <td>
              {s.label} <small><RuleCite rule={s.rule} /></small>
            </td>
            <td>{s.points > 0 ? `+${s.points}` : s.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
