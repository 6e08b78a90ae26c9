/**
 * GM (Ylnies): ask a character for a 4d6 test — characteristic and/or skill, modifier, threshold.
 * The characteristic defaults to the skill's (the API's default); the skill is chosen among the
 * character's own (issue 39: a free text box let the GM ask for one it lacks). Each character
 * gets a fresh form.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import type { YlniesCharacteristicKey } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';
import { useYlniesCatalogue } from './ylnies/catalogue';
import { SkillSelect } from './ylnies/fields';
import { useYlniesCharacter } from './ylnies/sheet';

const RequestTest = graphql(`
  mutation RequestYlniesTest($input: RequestYlniesTestInput!) {
    requestYlniesTest(input: $input) {
      __typename
      ... on YlniesTestRequestPayload { request { id threshold } }
      ...FailureFields
    }
  }
`);

export function AskYlniesTest({ characterId }: { characterId: string }) {
  return <AskForm key={characterId} characterId={characterId} />;
}

function AskForm({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const catalogue = useYlniesCatalogue();
  const { sheet } = useYlniesCharacter(characterId);
  const [characteristic, setCharacteristic] = useState('');
  const [skill, setSkill] = useState('');
  const [modifier, setModifier] = useState(0);
  const [threshold, setThreshold] = useState(20);
  const [note, setNote] = useState('');
  const [asked, ask] = useMutation(RequestTest);
  return (
    <form
      aria-label={t.askRoll}
      onSubmit={async (event) => {
        event.preventDefault();
        await ask({
          input: {
            characterId,
            threshold,
            modifier,
            ...(characteristic ? { characteristic: characteristic as YlniesCharacteristicKey } : {}),
            ...(skill ? { skill } : {}),
            ...(note ? { note } : {}),
          },
        });
      }}
    >
      <h3>{t.askRoll}</h3>
      <SkillSelect label={t.skills} name="skill" value={skill} onChange={setSkill} skills={sheet?.skills ?? []} />
      <label>
        {t.characteristics}{' '}
        <select name="characteristic" value={characteristic} onChange={(e) => setCharacteristic(e.currentTarget.value)}>
          <option value="">{t.ylDefault}</option>
          {catalogue?.characteristics.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.ylMod} <input name="modifier" type="number" value={modifier} onInput={(e) => setModifier(Number(e.currentTarget.value))} />
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
