/** GM (Ylnies): ask a character for a 4d6 test — characteristic and/or skill, modifier, threshold. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const RequestTest = graphql(`
  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {
    requestYlniesTest(input: $input) {
      __typename
      ... on YlniesTestRequestPayload { request { id threshold } }
      ...FailureFields
    }
  }
`);

const KEYS = ['AGI', 'APP', 'CHA', 'CON', 'STR', 'INT', 'MAN', 'PER', 'REF', 'WIL'] as const;
type Key = (typeof KEYS)[number];

export function AskYlniesTest({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const [characteristic, setCharacteristic] = useState<Key>('AGI');
  const [skill, setSkill] = useState('');
  const [modifier, setModifier] = useState(0);
  const [threshold, setThreshold] = useState(20);
  const [note, setNote] = useState('');
  const [asked, ask] = useMutation(RequestTest);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        await ask({ input: { characterId, characteristic, threshold, modifier, ...(skill ? { skill } : {}), ...(note ? { note } : {}) } });
      }}
    >
      <h3>{t.askRoll}</h3>
      <label>
        {t.characteristics}{' '}
        <select name="characteristic" value={characteristic} onChange={(e) => setCharacteristic(e.currentTarget.value as Key)}>
          {KEYS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.skills} <input name="skill" value={skill} onInput={(e) => setSkill(e.currentTarget.value)} />
      </label>
      <label>
        Modifier <input name="modifier" type="number" value={modifier} onInput={(e) => setModifier(Number(e.currentTarget.value))} />
      </label>
      <label>
        {t.threshold} <input name="threshold" type="number" value={threshold} onInput={(e) => setThreshold(Number(e.currentTarget.value))} />
      </label>
      <label>
        {t.note} <input name="note" value={note} onInput={(e) => setNote(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={asked.fetching}>
        {t.ask}
      </button>
      {asked.data?.requestYlniesTest?.__typename === 'YlniesTestRequestPayload' && <p role="status">✓</p>}
      <Problems failure={failureOf(asked.data?.requestYlniesTest, 'YlniesTestRequestPayload')} error={asked.error} />
    </form>
  );
}
