/** A character's Ylnies rolls in words: a test's total against its threshold, an exchange's totals and whether a blow landed. */
import { useI18n } from '../../lib/i18n';
import type { YlniesCharacter } from './sheet';

type RollNode = YlniesCharacter['rolls']['edges'][number]['node'];

function thresholdOf(inputs: unknown): number | null {
  const v = (inputs as { threshold?: unknown } | null)?.threshold;
  return typeof v === 'number' ? v : null;
}

export function YlniesRolls({ rolls }: { rolls: RollNode[] }) {
  const { t } = useI18n();
  return (
    <section aria-label={t.ylRolls}>
      <h3>{t.ylRolls}</h3>
      {rolls.length === 0 && <p>{t.ylNoRolls}</p>}
      <ol class="rolls" data-testid="ylnies-rolls">
        {rolls.map((r) => {
          const kind = t.ylRollKinds[r.rollKind] ?? r.rollKind;
          const faces = r.faces.join(' ');
          const res = r.result;
          const threshold = thresholdOf(r.inputs);
          return (
            <li key={r.id}>
              <strong>
                #{r.seq} {kind}
              </strong>
              {res.__typename === 'YlniesTestRollOutcome' && (
                <>
                  {' '}
                  — {res.outcome ? (t.ylOutcome[res.outcome] ?? res.outcome) : res.success ? t.success : t.failure}{t.colon}{t.ylTotal} {res.total}
                  {threshold !== null && ` ${t.ylVs} ${t.threshold} ${threshold}`}
                  {res.degree !== null && res.degree !== undefined && ` (${t.ylDegree} ${res.degree})`}
                </>
              )}
              {res.__typename === 'CombatRollOutcome' && (
                <>
                  {' '}
                  — {res.totals.join(` ${t.ylVs} `)}{t.colon}{res.winner ? t.ylWins(res.winner === 'A' ? t.ylSideA : t.ylSideB) : t.ylBothFail}
                  {res.hit ? ` · ${t.ylBlowLanded}` : ''}
                </>
              )}
              {res.__typename === 'SpellRollOutcome' && res.spellSuccess !== null && res.spellSuccess !== undefined && ` — ${res.spellSuccess ? t.success : t.failure}`}{' '}
              <span class="muted">
                [{t.ylDice}{t.colon}{faces || '—'}]
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
