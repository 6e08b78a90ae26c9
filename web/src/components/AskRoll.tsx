/** GM: ask a PC for an action — difficulty die, threshold, quality shift, what is at stake. */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { useLiveRefetch } from '../lib/live';
import { OddsChart } from './OddsChart';
import { failureOf, useFieldProblems } from './Problems';
import { moduleNotation } from '../lib/notation';

const CharacterModules = graphql(`
  query CharacterModules($id: ID!, $locale: Locale!) {
    character(id: $id) {
      id
      sheet { __typename ... on SmsSheet { modules { id name: label(locale: $locale) scope rank polarity objectLost } } }
    }
  }
`);

const RequestAction = graphql(`
  mutation RequestAction($input: RequestActionInput!) {
    requestAction(input: $input) {
      __typename
      ... on ActionRequestPayload { request { id status difficulty } }
      ...FailureFields
    }
  }
`);

const DICE = [0, 2, 4, 6, 8, 10, 12];
const SHIFTS = [-6, -4, -2, 0, 2, 4, 6];

/** `refreshKey`: the campaign's live events — a rank bought or an object lost moves the modules and the odds shown. */
export function AskRoll({ characterId, refreshKey = '' }: { characterId: string; refreshKey?: string }) {
  const { t, locale } = useI18n();
  const [difficulty, setDifficulty] = useState(8);
  const [absolute, setAbsolute] = useState(true);
  const [shift, setShift] = useState<string>('');
  const [note, setNote] = useState('');
  const [likely, setLikely] = useState<string[]>([]);
  const [{ data }, refetch] = useQuery({ query: CharacterModules, variables: { id: characterId, locale } });
  useLiveRefetch(refreshKey, 'askRoll', refetch, characterId);
  const [asked, ask] = useMutation(RequestAction);
  const problems = useFieldProblems(failureOf(asked.data?.requestAction, 'ActionRequestPayload'), {
    difficulty: ['difficulty', 'BAD_DIFFICULTY', 'DIFFICULTY_REQUIRED'],
    absolute: ['absolute'],
    qualityShift: ['qualityShift', 'BAD_QUALITY_SHIFT', 'LOWER_DIE_ON_ABSOLUTE_THRESHOLD', 'QUALITY_SHIFT_SET_BY_GM'],
    note: ['note'],
  });
  // A module whose object is lost does not count (seed 000, « Modules amovibles »): not offered.
  const modules = data?.character?.sheet.__typename === 'SmsSheet' ? data.character.sheet.modules.filter((m) => !m.objectLost) : [];
  return (
    <div class="ask-roll">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          await ask({
            input: { characterId, difficulty, absolute, ...(note ? { note } : {}), ...(shift !== '' ? { qualityShift: Number(shift) } : {}) },
          });
        }}
      >
        <h3>{t.askRoll}</h3>
        <label>
          {t.difficulty}{' '}
          <select name="difficulty" value={difficulty} onChange={(e) => setDifficulty(Number(e.currentTarget.value))} {...problems.field('difficulty')}>
            {DICE.map((die) => (
              <option key={die} value={die}>
                D{die}
              </option>
            ))}
          </select>
        </label>
        {problems.beside('difficulty')}
        <label>
          <input type="checkbox" name="absolute" checked={absolute} onChange={(e) => setAbsolute(e.currentTarget.checked)} {...problems.field('absolute')} /> {t.absolute}
        </label>
        {problems.beside('absolute')}
        <label>
          {t.qualityShift}{' '}
          <select name="qualityShift" value={shift} onChange={(e) => setShift(e.currentTarget.value)} {...problems.field('qualityShift')}>
            <option value="">{t.player}</option>
            {SHIFTS.map((s) => (
              <option key={s} value={s}>
                {s > 0 ? `+${s}` : s}
              </option>
            ))}
          </select>
        </label>
        {problems.beside('qualityShift')}
        <label>
          {t.note} <input name="note" value={note} onInput={(e) => setNote(e.currentTarget.value)} {...problems.field('note')} />
        </label>
        {problems.beside('note')}
        <button type="submit" disabled={asked.fetching}>
          {t.ask}
        </button>
        {asked.data?.requestAction?.__typename === 'ActionRequestPayload' && <p role="status">✓ D{asked.data.requestAction.request.difficulty}</p>}
        {problems.rest(asked.error)}
      </form>
      <fieldset>
        <legend>{t.modules}</legend>
        {modules.map((m) => (
          <label key={m.id} class="chip">
            <input
              type="checkbox"
              checked={likely.includes(m.id)}
              onChange={(e) => setLikely(e.currentTarget.checked ? [...likely, m.id] : likely.filter((id) => id !== m.id))}
            />{' '}
            {moduleNotation(m)}
          </label>
        ))}
      </fieldset>
      <OddsChart characterId={characterId} moduleIds={likely} />
    </div>
  );
}
