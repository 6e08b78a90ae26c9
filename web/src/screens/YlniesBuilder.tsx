/**
 * A Ylnies character by points: race, the ten bases within the catalogue's bounds, skills;
 * the server checks the whole build (points, bounds, skill caps) and every refusal shows here.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { navigate } from '../lib/router';

const Catalogue = graphql(`
  query YlniesCatalogue($locale: Locale!) {
    ylniesCatalogue {
      characteristics { key name(locale: $locale) }
      races { key name(locale: $locale) extraSkillPoints modifiers { characteristic value } }
      creation { points baseMin baseMax skillPoints skillMaxAtCreation }
    }
  }
`);

const CreateYlnies = graphql(`
  mutation CreateYlniesCharacter($input: CreateCharacterInput!) {
    createCharacter(input: $input) {
      __typename
      ... on CharacterPayload { character { id } }
      ...FailureFields
    }
  }
`);

type Key = 'AGI' | 'APP' | 'CHA' | 'CON' | 'STR' | 'INT' | 'MAN' | 'PER' | 'REF' | 'WIL';
interface Skill {
  name: string;
  characteristic: Key;
  value: number;
}

export function YlniesBuilder({ campaignId }: { campaignId: string }) {
  const { t, locale } = useI18n();
  const [{ data }] = useQuery({ query: Catalogue, variables: { locale } });
  const [name, setName] = useState('');
  const [race, setRace] = useState('');
  const [bases, setBases] = useState<Partial<Record<Key, number>>>({});
  const [skills, setSkills] = useState<Skill[]>([]);
  const [created, create] = useMutation(CreateYlnies);
  const catalogue = data?.ylniesCatalogue;
  if (!catalogue) return <p>{t.loading}</p>;
  const { creation } = catalogue;
  const value = (key: Key) => bases[key] ?? creation.baseMin;
  const spent = catalogue.characteristics.reduce((sum, c) => sum + value(c.key as Key), 0);
  return (
    <form
      class="card"
      onSubmit={async (event) => {
        event.preventDefault();
        const allBases = Object.fromEntries(catalogue.characteristics.map((c) => [c.key, value(c.key as Key)])) as Record<Key, number>;
        const result = await create({ input: { campaignId, name, ylnies: { ...(race ? { race } : {}), method: 'POINTS', bases: allBases, skills } } });
        const payload = result.data?.createCharacter;
        if (payload?.__typename === 'CharacterPayload') navigate({ screen: 'character', characterId: payload.character.id });
      }}
    >
      <label>
        {t.characterName} <input name="characterName" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
      </label>
      <label>
        {t.race}{' '}
        <select name="race" value={race} onChange={(e) => setRace(e.currentTarget.value)}>
          <option value="">—</option>
          {catalogue.races.map((r) => (
            <option key={r.key} value={r.key}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>
          {t.characteristics}: {spent} / {creation.points}
        </legend>
        {catalogue.characteristics.map((c) => (
          <label key={c.key} class="chip">
            {c.name}{' '}
            <input
              type="number"
              min={creation.baseMin}
              max={creation.baseMax}
              value={value(c.key as Key)}
              onInput={(e) => setBases({ ...bases, [c.key]: Number(e.currentTarget.value) })}
            />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          {t.skills} (≤ {creation.skillMaxAtCreation})
        </legend>
        {skills.map((skill, i) => (
          <div key={i}>
            <input aria-label={t.skills} value={skill.name} onInput={(e) => setSkills(skills.map((s, j) => (j === i ? { ...s, name: e.currentTarget.value } : s)))} />{' '}
            <select
              aria-label={t.characteristics}
              value={skill.characteristic}
              onChange={(e) => setSkills(skills.map((s, j) => (j === i ? { ...s, characteristic: e.currentTarget.value as Key } : s)))}
            >
              {catalogue.characteristics.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>{' '}
            <input
              aria-label={t.rank}
              type="number"
              min={1}
              value={skill.value}
              onInput={(e) => setSkills(skills.map((s, j) => (j === i ? { ...s, value: Number(e.currentTarget.value) } : s)))}
            />{' '}
            <button type="button" onClick={() => setSkills(skills.filter((_, j) => j !== i))}>
              {t.remove}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setSkills([...skills, { name: '', characteristic: 'AGI', value: 1 }])}>
          + {t.skills}
        </button>
      </fieldset>
      <button type="submit" disabled={created.fetching}>
        {t.saveDraft}
      </button>
      <Problems failure={failureOf(created.data?.createCharacter, 'CharacterPayload')} error={created.error} />
    </form>
  );
}
