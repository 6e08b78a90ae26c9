/** GM: inflict a wound on a character, or award it experience. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { failureOf, useFieldProblems } from './Problems';

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
  const woundProblems = useFieldProblems(failureOf(wounded.data?.inflictWound, 'CharacterPayload'), {
    nature: ['nature', 'WOUND_WITHOUT_NATURE'],
    severity: ['severity', 'BAD_SEVERITY', 'NO_ANNIHILATION_ON_PC'],
  });
  const awardProblems = useFieldProblems(failureOf(awarded.data?.awardExperience, 'AwardExperiencePayload'), { reason: ['reason'] });
  return (
    <div class="columns">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await wound({ input: { characterId: character.id, nature, severity } });
          // What was typed stays until the server takes it.
          if (out.data?.inflictWound?.__typename === 'CharacterPayload') setNature('');
        }}
      >
        <h3>{t.inflictWound}</h3>
        <label>
          {t.nature} <input name="nature" value={nature} onInput={(e) => setNature(e.currentTarget.value)} required {...woundProblems.field('nature')} />
        </label>
        {woundProblems.beside('nature')}
        <label>
          {t.severity}{' '}
          <select name="severity" value={severity} onChange={(e) => setSeverity(e.currentTarget.value as (typeof SEVERITIES)[number])} {...woundProblems.field('severity')}>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t.severityName[s]}
              </option>
            ))}
          </select>
        </label>
        {woundProblems.beside('severity')}
        <button type="submit" disabled={wounded.fetching}>
          {t.inflict}
        </button>
        {woundProblems.rest(wounded.error)}
      </form>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await award({ input: { campaignId, characterIds: [character.id], reason, xp: 1 } });
          if (out.data?.awardExperience?.__typename === 'AwardExperiencePayload') setReason('');
        }}
      >
        <h3>{t.awardXp}</h3>
        <label>
          {t.reason} <input name="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} required {...awardProblems.field('reason')} />
        </label>
        {awardProblems.beside('reason')}
        <button type="submit" disabled={awarded.fetching}>
          {t.award} (+1)
        </button>
        {awardProblems.rest(awarded.error)}
      </form>
    </div>
  );
}
