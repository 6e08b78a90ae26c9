/**
 * Health at the table (SMS §3): add fatigue of a kind, recover it (breath, rest, sleep, days),
 * heal a wound, declare a mortally wounded character dead. The GM's tools; a player may add
 * and recover their own PC's fatigue (the API decides).
 */
import { useId, useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../../gql';
import type { FatigueKind, RecoveryMode } from '../../gql/graphql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems, useFieldProblems } from '../Problems';
import type { SmsSheetFields } from './sheet-query';

const AddFatigue = graphql(`
  mutation AddFatigue($input: AddFatigueInput!) {
    addFatigue(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const Recover = graphql(`
  mutation Recover($input: RecoverInput!) {
    recover(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const HealWound = graphql(`
  mutation HealWound($input: HealWoundInput!) {
    healWound(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);
const DeclareDead = graphql(`
  mutation DeclareDead($input: DeclareDeadInput!) {
    declareDead(input: $input) { __typename ... on CharacterPayload { character { id } } ...FailureFields }
  }
`);

const KINDS: FatigueKind[] = ['PASSING', 'LASTING', 'PERSISTENT'];
const MODES: RecoveryMode[] = ['CATCH_BREATH', 'REST_HOURS', 'SLEEP', 'REST_DAYS'];

export function HealthTools({ characterId, name, sheet, isGm, onChanged }: { characterId: string; name: string; sheet: SmsSheetFields; isGm: boolean; onChanged: () => void }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<FatigueKind>('PASSING');
  const [levels, setLevels] = useState('1');
  const [mode, setMode] = useState<RecoveryMode>('CATCH_BREATH');
  const [hours, setHours] = useState('1');
  const [days, setDays] = useState('1');
  const [trance, setTrance] = useState(false);
  const [confirmDead, setConfirmDead] = useState(false);
  const [tired, addFatigue] = useMutation(AddFatigue);
  const [rested, recover] = useMutation(Recover);
  const [healed, heal] = useMutation(HealWound);
  const [died, declareDead] = useMutation(DeclareDead);
  const [healing, setHealing] = useState('');
  const healId = useId();
  const healFailure = failureOf(healed.data?.healWound, 'CharacterPayload');
  const fatigueProblems = useFieldProblems(failureOf(tired.data?.addFatigue, 'CharacterPayload'), { kind: ['kind'], levels: ['levels', 'BAD_AMOUNT'] });
  const restProblems = useFieldProblems(failureOf(rested.data?.recover, 'CharacterPayload'), {
    mode: ['mode'],
    hours: ['hours', 'BAD_AMOUNT'],
    days: ['days'],
    trance: ['elfinTrance', 'NOT_AN_ELFIN'],
  });
  return (
    <section class="card" aria-label={`${t.health}${t.colon}${name}`}>
      <h3>{t.health}</h3>
      <div class="columns">
        <form
          aria-label={t.addFatigue}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const out = await addFatigue({ input: { characterId, kind, levels: Number(levels) } });
            if (out.data?.addFatigue?.__typename === 'CharacterPayload') onChanged();
          }}
        >
          <h4>{t.addFatigue}</h4>
          <label>
            {t.kind}{' '}
            <select name="fatigueKind" value={kind} onChange={(e) => setKind(e.currentTarget.value as FatigueKind)} {...fatigueProblems.field('kind')}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.fatigueName[k]}
                </option>
              ))}
            </select>
          </label>
          {fatigueProblems.beside('kind')}
          <label>
            {t.levels} <input name="levels" type="number" inputMode="numeric" value={levels} onInput={(e) => setLevels(e.currentTarget.value)} {...fatigueProblems.field('levels')} />
          </label>
          {fatigueProblems.beside('levels')}
          <button type="submit" disabled={tired.fetching}>
            {t.addFatigue}
          </button>
          {fatigueProblems.rest(tired.error)}
        </form>
        <form
          aria-label={t.recover}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const input = {
              characterId,
              mode,
              ...(mode === 'REST_HOURS' || mode === 'SLEEP' ? { hours: Number(hours) } : {}),
              ...(mode === 'REST_DAYS' ? { days: Number(days) } : {}),
              ...(mode === 'SLEEP' && trance ? { elfinTrance: true } : {}),
            };
            const out = await recover({ input });
            if (out.data?.recover?.__typename === 'CharacterPayload') onChanged();
          }}
        >
          <h4>{t.recover}</h4>
          <label>
            {t.kind}{' '}
            <select name="recoveryMode" value={mode} onChange={(e) => setMode(e.currentTarget.value as RecoveryMode)} {...restProblems.field('mode')}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {t.recoveryName[m]}
                </option>
              ))}
            </select>
          </label>
          {restProblems.beside('mode')}
          {(mode === 'REST_HOURS' || mode === 'SLEEP') && (
            <label>
              {t.hours} <input name="hours" type="number" inputMode="numeric" value={hours} onInput={(e) => setHours(e.currentTarget.value)} {...restProblems.field('hours')} />
            </label>
          )}
          {restProblems.beside('hours')}
          {mode === 'REST_DAYS' && (
            <label>
              {t.days} <input name="days" type="number" inputMode="numeric" value={days} onInput={(e) => setDays(e.currentTarget.value)} {...restProblems.field('days')} />
            </label>
          )}
          {restProblems.beside('days')}
          {mode === 'SLEEP' && (
            <label>
              <input type="checkbox" name="elfinTrance" checked={trance} onChange={(e) => setTrance(e.currentTarget.checked)} {...restProblems.field('trance')} /> {t.elfinTrance}
            </label>
          )}
          {restProblems.beside('trance')}
          <button type="submit" disabled={rested.fetching}>
            {t.recover}
          </button>
          {restProblems.rest(rested.error)}
        </form>
      </div>
      {isGm && sheet.wounds.length > 0 && (
        <>
          <h4>{t.wounds}</h4>
          <ul class="tool-list">
            {sheet.wounds.map((w, i) => (
              <li key={w.id}>
                {w.nature} ({t.severityName[w.severity]}){' '}
                <button
                  type="button"
                  {...(healing === w.id && healFailure ? { 'aria-describedby': `${healId}-${i}` } : {})}
                  onClick={async () => {
                    setHealing(w.id);
                    const out = await heal({ input: { characterId, woundId: w.id } });
                    if (out.data?.healWound?.__typename === 'CharacterPayload') onChanged();
                  }}
                >
                  {t.heal}{t.colon}{w.nature}
                </button>
                {/* Beside the wound it concerns. */}
                {healing === w.id && <Problems failure={healFailure} error={healed.error} id={`${healId}-${i}`} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {isGm && !sheet.dead && (
        <div>
          {confirmDead ? (
            <div role="alertdialog" aria-label={t.declareDead} class="confirm">
              <p>{t.confirmDead(name)}</p>
              <button
                type="button"
                class="primary"
                onClick={async () => {
                  const out = await declareDead({ input: { characterId } });
                  setConfirmDead(false);
                  if (out.data?.declareDead?.__typename === 'CharacterPayload') onChanged();
                }}
              >
                {t.confirm}
              </button>{' '}
              <button type="button" onClick={() => setConfirmDead(false)}>
                {t.cancel}
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirmDead(true)}>
              {t.declareDead}
            </button>
          )}
          <Problems failure={failureOf(died.data?.declareDead, 'CharacterPayload')} error={died.error} />
        </div>
      )}
    </section>
  );
}
