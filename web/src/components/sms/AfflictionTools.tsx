/**
 * Diseases and poisons (SMS §10), the GM's: afflict, let periods pass, treat (remove the
 * cause), then heal its boxes; its wound heals with the wounds.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import type { AfflictionKind } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems } from '../Problems';
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
  const done = (typename: string | undefined, payload: string) => typename === payload && onChanged();
  return (
    <section class="card" aria-label={t.afflictions}>
      <h3>{t.afflictions}</h3>
      {sheet.afflictions.length > 0 && (
        <ul class="tool-list">
          {sheet.afflictions.map((a) => (
            <li key={a.id}>
              {a.name} ({t.afflictionKindName[a.kind]}, {t.afflictionStatusName[a.status]}) {a.filled}/{a.boxes}{' '}
              {a.status === 'PROGRESSING' ? (
                <button type="button" onClick={async () => done((await treat({ input: { characterId, afflictionId: a.id } })).data?.treatAffliction?.__typename, 'CharacterPayload')}>
                  {t.treat}: {a.name}
                </button>
              ) : (
                <button type="button" onClick={async () => done((await heal({ input: { characterId, afflictionId: a.id } })).data?.healAffliction?.__typename, 'CharacterPayload')}>
                  {t.healBoxes}: {a.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Problems failure={failureOf(treated.data?.treatAffliction, 'CharacterPayload') ?? failureOf(healed.data?.healAffliction, 'CharacterPayload')} error={treated.error ?? healed.error} />
      <div class="columns">
        <form
          aria-label={t.afflict}
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
            {t.afflictionName} <input name="afflictionName" value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label>
            {t.kind}{' '}
            <select name="afflictionKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as AfflictionKind)}>
              {(['POISON', 'DISEASE'] as const).map((k) => (
                <option key={k} value={k}>
                  {t.afflictionKindName[k]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.boxes} <input name="boxes" type="number" inputMode="numeric" value={boxes} onInput={(e) => setBoxes(e.currentTarget.value)} />
          </label>
          <label>
            {t.rate} <input name="rate" type="number" inputMode="numeric" value={rate} onInput={(e) => setRate(e.currentTarget.value)} />
          </label>
          <label>
            {t.period} <input name="period" value={period} placeholder="1 h" onInput={(e) => setPeriod(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={afflicted.fetching}>
            {t.afflict}
          </button>
          <Problems failure={failureOf(afflicted.data?.afflict, 'AfflictionPayload')} error={afflicted.error} />
        </form>
        <form
          aria-label={t.progress}
          onSubmit={async (event) => {
            event.preventDefault();
            done((await progress({ input: { characterId, steps: Number(steps) } })).data?.progressAfflictions?.__typename, 'CharacterPayload');
          }}
        >
          <h4>{t.progress}</h4>
          <label>
            {t.periods} <input name="steps" type="number" inputMode="numeric" value={steps} onInput={(e) => setSteps(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={progressed.fetching}>
            {t.progress}
          </button>
          <Problems failure={failureOf(progressed.data?.progressAfflictions, 'CharacterPayload')} error={progressed.error} />
        </form>
      </div>
    </section>
  );
}
