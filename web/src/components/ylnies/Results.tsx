/**
 * The outcome of a Ylnies roll in words: the result large, total against threshold (or the two
 * totals), the faces, and the blow or spell with the wound it dealt.
 */
import { Fragment } from 'preact';
import type { YlniesCastMutation, YlniesMeleeMutation } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { type Catalogue, woundName } from './catalogue';

// The shapes the mutations in ./mutations.ts select (melee and ranged select the same fields).
type CombatPayload = Extract<NonNullable<YlniesMeleeMutation['ylniesMelee']>, { __typename: 'YlniesCombatPayload' }>;
type CastPayload = Extract<NonNullable<YlniesCastMutation['ylniesCast']>, { __typename: 'YlniesCastPayload' }>;
type OpposedTest = CombatPayload['test'];
type WoundResult = NonNullable<CastPayload['wound']>;
type TestResult = NonNullable<CastPayload['thresholdTest']>;

const good = (outcome: string) => outcome.endsWith('SUCCESS');

function Faces({ dice }: { dice: readonly number[] }) {
  const { t } = useI18n();
  return (
    <span class="faces">
      <span class="muted">{t.ylDice.toLowerCase()}</span>{' '}
      {dice.map((d, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span class="die">{d}</span>
        </Fragment>
      ))}
    </span>
  );
}

export function TestResultView({ result, label }: { result: TestResult; label?: string }) {
  const { t } = useI18n();
  return (
    <div class={`ylnies-result ${good(result.outcome) ? 'good' : 'bad'}`} role="status" data-testid="ylnies-result">
      <p class="big">
        {label && `${label}${t.colon}`}
        {t.ylOutcome[result.outcome] ?? result.outcome}
      </p>
      <p>
        {t.ylTotal} <strong>{result.total}</strong> {t.ylVs} {t.threshold} <strong>{result.threshold}</strong> ({t.ylDegree} {result.degree}) — <Faces dice={result.dice} /> + {result.bonus}
      </p>
    </div>
  );
}

export function OpposedView({ test }: { test: OpposedTest }) {
  const { t } = useI18n();
  const side = (s: OpposedTest['a'], key: 'A' | 'B') => (
    <li class={test.winner === key ? 'winner' : ''}>
      {s.character?.name ?? key}{t.colon}{t.ylTotal} <strong>{s.total}</strong> — <Faces dice={s.dice} /> + {s.bonus}
      {s.special !== 'NONE' && ` (${t.ylOutcome[s.special] ?? s.special})`}
    </li>
  );
  const winner = test.winner === 'A' ? test.a : test.winner === 'B' ? test.b : null;
  return (
    <div class={`ylnies-result ${winner ? 'good' : 'bad'}`} role="status" data-testid="ylnies-result">
      <p class="big">{winner ? t.ylWins(winner.character?.name ?? test.winner ?? '') : t.ylBothFail}</p>
      <ul class="list">
        {side(test.a, 'A')}
        {side(test.b, 'B')}
      </ul>
      <p class="muted">
        {t.ylDecidedBy[test.decidedBy] ?? test.decidedBy}, {t.ylDegree} {test.degree}
      </p>
    </div>
  );
}

export function WoundView({ wound, catalogue }: { wound: WoundResult; catalogue?: Catalogue }) {
  const { t } = useI18n();
  const state = [wound.wounds.dead && t.ylDead, wound.wounds.unconscious && t.ylUnconscious, wound.wounds.outOfCombat && !wound.wounds.unconscious && t.ylOutOfCombat].filter(Boolean);
  return (
    <>
      <p class="big" data-testid="ylnies-wound">
        {wound.character.name}{t.colon}{woundName(catalogue, wound.category)}
        {wound.damage > 0 && ` (${wound.damage} ${t.ylDamage})`}
        {state.length > 0 && ` — ${state.join(', ')}`}
      </p>
      {wound.conTest && <TestResultView result={wound.conTest} label={t.ylConTest} />}
    </>
  );
}

export function CombatView({ payload, catalogue }: { payload: Omit<CombatPayload, '__typename'>; catalogue?: Catalogue }) {
  const { t } = useI18n();
  const hit = payload.hit;
  const weapon = hit?.weapon ? (catalogue?.weapons.find((w) => w.key === hit.weapon)?.name ?? hit.weapon) : t.ylBareHands;
  return (
    <div class="ylnies-exchange" data-testid="ylnies-exchange">
      {payload.band && <p class="muted">{t.ylBand[payload.band]}</p>}
      <OpposedView test={payload.test} />
      {hit ? (
        <div class="ylnies-result bad" role="status">
          <p>
            {t.ylHit(hit.striker.name, hit.wound.character.name)} — {weapon}
            {hit.weaponDice.length > 0 && (
              <>
                {' '}
                <Faces dice={hit.weaponDice} /> = {hit.weaponDamage}
              </>
            )}
            {t.semicolon}
            {t.ylStrengthVs(hit.strength, hit.resistance, hit.wound.damage)}
            {hit.doubled && ` (${t.ylDoubled})`}
          </p>
          <WoundView wound={hit.wound} catalogue={catalogue} />
        </div>
      ) : (
        <p>{t.ylNoHit}</p>
      )}
    </div>
  );
}

export function CastView({ payload, catalogue }: { payload: Omit<CastPayload, '__typename'>; catalogue?: Catalogue }) {
  const { t } = useI18n();
  return (
    <div class="ylnies-exchange" data-testid="ylnies-exchange">
      <p class="big">
        {/* Who did it to whom (issue 39): the target named when it is another. */}
        {payload.target.id === payload.caster.id ? payload.caster.name : `${payload.caster.name} → ${payload.target.name}`} — {payload.spell} ({t.ylPower} {payload.power}, {t.ylCastKinds[payload.kind]}){t.colon}{payload.success ? t.success : t.failure}
      </p>
      <p>{t.ylManaSpent(payload.manaCost, payload.manaLeft)}</p>
      {payload.test && <OpposedView test={payload.test} />}
      {payload.thresholdTest && <TestResultView result={payload.thresholdTest} />}
      {payload.strength !== null && payload.strength !== undefined && payload.resistance !== null && payload.resistance !== undefined && (
        <p>
          {payload.wound ? t.ylStrengthVs(payload.strength, payload.resistance, payload.wound.damage) : t.ylStrengthOnly(payload.strength, payload.resistance)}
          {payload.multiplier > 1 && ` (${t.ylDoubled})`}
        </p>
      )}
      {payload.wound && <WoundView wound={payload.wound} catalogue={catalogue} />}
      {payload.healed && (
        <p class="big">
          {t.ylHealed}{t.colon}{woundName(catalogue, payload.healed)} — {payload.target.name}
        </p>
      )}
      {payload.backlash && (
        <div class="ylnies-result bad">
          <p>
            {t.ylBacklash}{t.colon}{t.ylStrengthVs(payload.backlash.strength, payload.backlash.resistance, payload.backlash.wound.damage)}
          </p>
          <WoundView wound={payload.backlash.wound} catalogue={catalogue} />
        </div>
      )}
      {payload.consequence && <p class="problem">{t.ylConsequence[payload.consequence]}</p>}
    </div>
  );
}
