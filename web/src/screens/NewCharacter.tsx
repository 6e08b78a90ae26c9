/** Start a character: a name and a race with its package; the draft is then built module by module. */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { Pending } from '../components/Pending';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { navigate } from '../lib/router';
import { YlniesBuilder } from './YlniesBuilder';
import { moduleNotation } from '../lib/notation';

const SmsRaces = graphql(`
  query SmsRaces($locale: Locale!) {
    races(ruleset: SMS) {
      __typename
      key
      name(locale: $locale)
      ... on SmsRace { extraXp netCost sizeFactor modules { name(locale: $locale) scope polarity rank } }
    }
  }
`);

const CreateCharacter = graphql(`
  mutation CreateCharacter($input: CreateCharacterInput!) {
    createCharacter(input: $input) {
      __typename
      ... on CharacterPayload { character { id } }
      ...FailureFields
    }
  }
`);

const CampaignRuleset = graphql(`
  query CampaignRuleset($id: ID!) {
    campaign(id: $id) { id ruleset settings { creationBudget } }
  }
`);

export function NewCharacter({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [{ data, error }, refetch] = useQuery({ query: CampaignRuleset, variables: { id: campaignId } });
  if (!data?.campaign) return <Pending error={error} retry={() => refetch({ requestPolicy: 'network-only' })} />;
  return (
    <main>
      <h1>{t.newCharacter}</h1>
      {data.campaign.ruleset === 'YLNIES' ? <YlniesBuilder campaignId={campaignId} /> : <SmsBuilder campaignId={campaignId} budget={data.campaign.settings.creationBudget} />}
    </main>
  );
}

function SmsBuilder({ campaignId, budget }: { campaignId: string; budget: number }) {
  const { t, locale } = useI18n();
  const [name, setName] = useState('');
  const [race, setRace] = useState('');
  const [{ data }] = useQuery({ query: SmsRaces, variables: { locale } });
  const [created, create] = useMutation(CreateCharacter);
  const races = data?.races ?? [];
  const chosen = races.find((r) => r.key === race);
  return (
    <form
        class="card"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await create({ input: { campaignId, name, sms: { ...(race ? { race } : {}), modules: [] } } });
          const payload = result.data?.createCharacter;
          if (payload?.__typename === 'CharacterPayload') navigate({ screen: 'character', characterId: payload.character.id });
        }}
      >
        <label>
          {t.characterName} <input name="characterName" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
        </label>
        <fieldset class="races">
          <legend>{t.race}</legend>
          {races.map((r) => (
            <label key={r.key} class="chip">
              <input type="radio" name="race" value={r.key} checked={race === r.key} onChange={() => setRace(r.key)} /> {r.name}
            </label>
          ))}
        </fieldset>
        {chosen?.__typename === 'SmsRace' && (
          <ul aria-label={chosen.name}>
            {chosen.modules.map((m) => (
              <li key={m.name}>
                {moduleNotation(m)}
              </li>
            ))}
            <li>
              {t.racePackage}{t.colon}{chosen.netCost} XP
            </li>
            <li data-testid="race-xp-left">
              {t.xpLeftAfterRace}{t.colon}{budget - chosen.netCost}
            </li>
          </ul>
        )}
        <button type="submit" disabled={created.fetching}>
          {t.saveDraft}
        </button>
        <Problems failure={failureOf(created.data?.createCharacter, 'CharacterPayload')} error={created.error} />
      </form>
  );
}
