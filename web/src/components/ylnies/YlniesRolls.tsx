/**
 * A character's Ylnies rolls in words: who did it to whom (issue 39), a test's total against its
 * threshold, an exchange's winner by name with each side's total and whether a blow landed, a
 * spell's verdict; the dice small at the end.
 */
import { useI18n } from '../../lib/i18n';
import { sideNames } from '../../lib/roll-view';
import type { YlniesCharacter } from './sheet';

type RollNode = YlniesCharacter['rolls']['edges'][number]['node'];

function thresholdOf(inputs: unknown): number | null {
  const v = (inputs as { threshold?: unknown } | null)?.threshold;
  return typeof v === 'number' ? v : null;
}

export function YlniesRolls({ rolls, names = {} }: { rolls: RollNode[]; names?: Readonly<Record<string, string>> }) {
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
          // The two sides by name; a side this log keeps sealed is "someone", never an id.
          const sides = sideNames(r, names, t.someone);
          const [a = t.someone, b = t.someone] = sides;
          const twoSided = sides.length === 2;
          return (
            <li key={r.id}>
              <strong>
                #{r.seq} {twoSided ? t.rollWhoWhom(a, kind, b) : kind}
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
                  — <strong>{res.winner ? t.ylWins(res.winner === 'A' ? a : b) : t.ylBothFail}</strong>
                  {res.totals.length === 2 ? ` (${a} ${res.totals[0]} ${t.ylVs} ${b} ${res.totals[1]})` : ''}
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
