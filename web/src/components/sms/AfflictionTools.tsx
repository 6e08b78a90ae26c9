/**
 * Diseases and poisons (SMS §10), the GM's: afflict, let periods pass, treat (remove the
 * cause), then heal its boxes; its wound heals with the wounds.
 */
import { useId, useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import type { AfflictionKind } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems, useFieldProblems } from '../Problems';
import type { SmsSheetFields } from './sheet-query';

const Afflict = graphql(`
  mutation Afflict($input: AfflictInput!) {
    afflict(input: $input) { __typename ... on AfflictionPayload { affliction { id } } ...FailureFields }
  }
`);
const Progress = graphql(`
  mutation ProgressAfflictions($input: ProgressAfflictionsInput!) {
    progressAfflictions(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const Treat = graphql(`
  mutation TreatAffliction($input: TreatAfflictionInput!) {
    treatAffliction(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const HealAffliction = graphql(`
  mutation HealAffliction($input: HealAfflictionInput!) {
    healAffliction(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);

export function AfflictionTools({ characterId, sheet, onChanged }: { characterId: string; sheet: SmsSheetFields; onChanged: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AfflictionKind>('POISON');
  const [boxes, setBoxes] = useState('3');
  const [rate, setRate] = useState('1');
  const [period, setPeriod] = useState('');
  const [steps, setSteps] = useState('1');
  const [afflicted, afflict] = useMutation(Afflict);
  const [progressed, progress] = useMutation(Progress);
  const [treated, treat] = useMutation(Treat);
  const [healed, heal] = useMutation(HealAffliction);
  const afflictProblems = useFieldProblems(failureOf(afflicted.data?.afflict, 'AfflictionPayload'), {
    name: ['name', 'AFFLICTION_WITHOUT_NAME'],
    kind: ['kind', 'BAD_AFFLICTION_KIND'],
    boxes: ['boxes', 'BAD_BOXES'],
    rate: ['rate', 'BAD_RATE'],
    period: ['period'],
  });
  const progressProblems = useFieldProblems(failureOf(progressed.data?.progressAfflictions, 'CharacterPayload'), { steps: ['steps', 'BAD_STEPS'] });
  // Treat and heal act on one affliction: the refusal shows beside it.
  const [acting, setActing] = useState('');
  const actId = useId();
  const actFailure = failureOf(treated.data?.treatAffliction, 'CharacterPayload') ?? failureOf(healed.data?.healAffliction, 'CharacterPayload');
  const actError = treated.error ?? healed.error;
  const done = (typename: string | undefined, payload: string) => typename === payload && onChanged();
  return (
    <section class="card" aria-label={t.afflictions}>
      <h3>{t.afflictions}</h3>
      {sheet.afflictions.length > 0 && (
        <ul class="tool-list">
          {sheet.afflictions.map((a, i) => {
            const described = acting === a.id && (actFailure || actError) ? { 'aria-describedby': `${actId}-${i}` } : {};
            return (
            <li key={a.id}>
              {a.name} ({t.afflictionKindName[a.kind]}, {t.afflictionStatusName[a.status]}) {a.filled}/{a.boxes}{' '}
              {a.status === 'PROGRESSING' ? (
                <button type="button" {...described} onClick={async () => {
                    setActing(a.id);
                    done((await treat({ input: { characterId, afflictionId: a.id } })).data?.treatAffliction?.__typename, 'CharacterPayload');
                  }}>
                  {t.treat}{t.colon}{a.name}
                </button>
              ) : (
                <button type="button" {...described} onClick={async () => {
                    setActing(a.id);
                    done((await heal({ input: { characterId, afflictionId: a.id } })).data?.healAffliction?.__typename, 'CharacterPayload');
                  }}>
                  {t.healBoxes}{t.colon}{a.name}
                </button>
              )}
              {acting === a.id && <Problems failure={actFailure} error={actError} id={`${actId}-${i}`} />}
            </li>
            );
          })}
        </ul>
      )}
      <div class="columns">
        <form
          aria-label={t.afflict}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const out = await afflict({ input: { characterId, name, kind, boxes: Number(boxes), rate: Number(rate), period } });
            if (out.data?.afflict?.__typename === 'AfflictionPayload') {
              setName('');
              onChanged();
            }
          }}
        >
          <h4>{t.afflict}</h4>
          <label>
            {t.afflictionName} <input name="afflictionName" value={name} onInput={(e) => setName(e.currentTarget.value)} {...afflictProblems.field('name')} />
          </label>
          {afflictProblems.beside('name')}
          <label>
            {t.kind}{' '}
            <select name="afflictionKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as AfflictionKind)} {...afflictProblems.field('kind')}>
              {(['POISON', 'DISEASE'] as const).map((k) => (
                <option key={k} value={k}>
                  {t.afflictionKindName[k]}
                </option>
              ))}
            </select>
          </label>
          {afflictProblems.beside('kind')}
          <label>
            {t.boxes} <input name="boxes" type="number" inputMode="numeric" value={boxes} onInput={(e) => setBoxes(e.currentTarget.value)} {...afflictProblems.field('boxes')} />
          </label>
          {afflictProblems.beside('boxes')}
          <label>
            {t.rate} <input name="rate" type="number" inputMode="numeric" value={rate} onInput={(e) => setRate(e.currentTarget.value)} {...afflictProblems.field('rate')} />
          </label>
          {afflictProblems.beside('rate')}
          <label>
            {t.period} <input name="period" value={period} placeholder="1 h" onInput={(e) => setPeriod(e.currentTarget.value)} {...afflictProblems.field('period')} />
          </label>
          {afflictProblems.beside('period')}
          <button type="submit" disabled={afflicted.fetching}>
            {t.afflict}
          </button>
          {afflictProblems.rest(afflicted.error)}
        </form>
        <form
          aria-label={t.progress}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            done((await progress({ input: { characterId, steps: Number(steps) } })).data?.progressAfflictions?.__typename, 'CharacterPayload');
          }}
        >
          <h4>{t.progress}</h4>
          <label>
            {t.periods} <input name="steps" type="number" inputMode="numeric" value={steps} onInput={(e) => setSteps(e.currentTarget.value)} {...progressProblems.field('steps')} />
          </label>
          {progressProblems.beside('steps')}
          <button type="submit" disabled={progressed.fetching}>
            {t.progress}
          </button>
          {progressProblems.rest(progressed.error)}
        </form>
      </div>
    </section>
  );
}
