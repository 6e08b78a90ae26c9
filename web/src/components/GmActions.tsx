/** GM: inflict a wound on a character, or award it experience. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const InflictWound = graphql(`
  mutation InflictWound($input: InflictWoundInput!) {
    inflictWound(input: $input) {
      __typename
      ... on CharacterPayload { character { ...CharacterGlance } }
      ...FailureFields
    }
  }
`);

const AwardExperience = graphql(`
  mutation AwardExperience($input: AwardExperienceInput!) {
    awardExperience(input: $input) {
      __typename
      ... on AwardExperiencePayload { awards { id } }
      ...FailureFields
    }
  }
`);

const SEVERITIES = ['LIGHT', 'SERIOUS', 'CRITICAL', 'MORTAL'] as const;

export function GmActions({ campaignId, character }: { campaignId: string; character: CharacterGlanceFragment }) {
  const { t } = useI18n();
  const [nature, setNature] = useState('');
  const [severity, setSeverity] = useState<(typeof SEVERITIES)[number]>('LIGHT');
  const [reason, setReason] = useState('');
  const [wounded, wound] = useMutation(InflictWound);
  const [awarded, award] = useMutation(AwardExperience);
  return (
    <div class="columns">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          await wound({ input: { characterId: character.id, nature, severity } });
          setNature('');
        }}
      >
        <h3>{t.inflictWound}</h3>
        <label>
          {t.nature} <input name="nature" value={nature} onInput={(e) => setNature(e.currentTarget.value)} required />
        </label>
        <label>
          {t.severity}{' '}
          <select name="severity" value={severity} onChange={(e) => setSeverity(e.currentTarget.value as (typeof SEVERITIES)[number])}>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t.severityName[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={wounded.fetching}>
          {t.inflict}
        </button>
        <Problems failure={failureOf(wounded.data?.inflictWound, 'CharacterPayload')} error={wounded.error} />
      </form>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          await award({ input: { campaignId, characterIds: [character.id], reason, xp: 1 } });
          setReason('');
        }}
      >
        <h3>{t.awardXp}</h3>
        <label>
          {t.reason} <input name="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} required />
        </label>
        <button type="submit" disabled={awarded.fetching}>
          {t.award} (+1)
        </button>
        <Problems failure={failureOf(awarded.data?.awardExperience, 'AwardExperiencePayload')} error={awarded.error} />
      </form>
    </div>
  );
}
