/**
 * A fall or a throw against an obstacle (SMS §7): the distance, a jump or not, the modules
 * declared to cushion it; the server rolls (fair dice with a fresh client seed), logs the roll
 * and inflicts the wound in one go, and the outcome is shown here. A throw downward adds the
 * fall that follows (its height), both rolled in the one resolution (seed 000, « Projections »).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import { newClientSeed } from '../../lib/client-seed';
import { useI18n } from '../../lib/i18n';
import { failureOf, useFieldProblems } from '../Problems';
import type { SheetModule } from './sheet-query';

export const ImpactFields = graphql(`
  fragment ImpactFields on ImpactPayload {
    impact { kind distance score die roll automatic success levels mortal severity }
    fall { distance score die roll success levels }
    levels
    severity
    wound { id nature }
    rollSeq
  }
`);
const ResolveFall = graphql(`
  mutation ResolveFall($input: ResolveFallInput!) {
    resolveFall(input: $input) { __typename ...ImpactFields ...FailureFields }
  }
`);
const ResolveThrow = graphql(`
  mutation ResolveThrow($input: ResolveThrowInput!) {
    resolveThrow(input: $input) { __typename ...ImpactFields ...FailureFields }
  }
`);

export function FallForm({ characterId, modules, onChanged }: { characterId: string; modules: SheetModule[]; onChanged: () => void }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<'FALL' | 'THROW'>('FALL');
  const [distance, setDistance] = useState('');
  const [controlled, setControlled] = useState(false);
  const [downward, setDownward] = useState(false);
  const [fallHeight, setFallHeight] = useState('');
  const [declared, setDeclared] = useState<string[]>([]);
  const [fell, fall] = useMutation(ResolveFall);
  const [thrown, toss] = useMutation(ResolveThrow);
  const result = kind === 'FALL' ? fell.data?.resolveFall : thrown.data?.resolveThrow;
  const impact = result?.__typename === 'ImpactPayload' ? result.impact : null;
  const whole = result?.__typename === 'ImpactPayload' ? result : null;
  const problems = useFieldProblems(failureOf(result, 'ImpactPayload'), {
    distance: ['distance', 'BAD_DISTANCE'],
    controlled: ['controlled'],
    fallHeight: ['fallHeight'],
    modules: ['moduleIds', 'UNKNOWN_MODULE', 'DUPLICATE_MODULE', 'MODULE_OBJECT_LOST'],
  });
  return (
    <form
      class="card"
      aria-label={t.fall}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const common = { characterId, distance: Number(distance), moduleIds: declared, clientSeed: newClientSeed() };
        const thrownDown = downward ? { downward: true, fallHeight: Number(fallHeight) } : {};
        const out = kind === 'FALL' ? (await fall({ input: { ...common, controlled } })).data?.resolveFall : (await toss({ input: { ...common, ...thrownDown } })).data?.resolveThrow;
        if (out?.__typename === 'ImpactPayload') onChanged();
      }}
    >
      <h3>{t.fall}</h3>
      <label>
        {t.fallKind}{' '}
        <select name="impactKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as 'FALL' | 'THROW')}>
          <option value="FALL">{t.aFall}</option>
          <option value="THROW">{t.aThrow}</option>
        </select>
      </label>
      <label>
        {t.distance} <input name="distance" inputMode="decimal" value={distance} onInput={(e) => setDistance(e.currentTarget.value)} {...problems.field('distance')} />
      </label>
      {problems.beside('distance')}
      {kind === 'FALL' && (
        <label>
          <input type="checkbox" checked={controlled} onChange={(e) => setControlled(e.currentTarget.checked)} /> {t.controlled}
        </label>
      )}
      {kind === 'THROW' && (
        <label>
          <input type="checkbox" name="downward" checked={downward} onChange={(e) => setDownward(e.currentTarget.checked)} /> {t.thrownDownward}
        </label>
      )}
      {kind === 'THROW' && downward && (
        <>
          <label>
            {t.fallHeight} <input name="fallHeight" inputMode="decimal" value={fallHeight} onInput={(e) => setFallHeight(e.currentTarget.value)} {...problems.field('fallHeight')} />
          </label>
          {problems.beside('fallHeight')}
        </>
      )}
      <fieldset {...problems.field('modules')}>
        <legend>{t.modules}</legend>
        {modules
          .filter((m) => m.source !== 'WOUND' && m.source !== 'FATIGUE' && !m.objectLost)
          .map((m) => (
            <label key={m.id} class="chip">
              <input
                type="checkbox"
                checked={declared.includes(m.id)}
                onChange={(e) => setDeclared(e.currentTarget.checked ? [...declared, m.id] : declared.filter((id) => id !== m.id))}
              />
              {m.label}
            </label>
          ))}
      </fieldset>
      {problems.beside('modules')}
      <button type="submit" disabled={fell.fetching || thrown.fetching}>
        {t.roll}
      </button>
      {impact && (
        <p role="status" data-testid="impact">
          {t.score} {impact.score} vs D{impact.die}
          {impact.roll != null && `${t.colon}${impact.roll}`} — {impact.success ? t.success : t.failure}.{' '}
          {whole?.fall ? (
            <>
              {t.score} {whole.fall.score} vs D{whole.fall.die}
              {whole.fall.roll != null && `${t.colon}${whole.fall.roll}`} — {whole.fall.success ? t.success : t.failure}.{' '}
              {t.downwardImpact(impact.levels, whole.fall.levels, whole.levels, whole.severity ? t.severityName[whole.severity] : t.noWound)}
            </>
          ) : (
            t.impact(impact.levels, impact.severity ? t.severityName[impact.severity] : t.noWound)
          )}
        </p>
      )}
      {problems.rest(kind === 'FALL' ? fell.error : thrown.error)}
    </form>
  );
}
