/** My campaigns, create one (I become its GM), join one with an invite code (as a player), or import one from an archive. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { href, navigate } from '../lib/router';
import { MyCampaigns } from './MyCampaigns';
import { ArchiveImport } from '../components/ArchiveImport';

const CreateCampaign = graphql(`
  mutation CreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename
      ... on CampaignPayload { campaign { id } }
      ... on Error { message code }
      ... on RuleViolation { rule violations { code message rule } }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

const JoinCampaign = graphql(`
  mutation JoinCampaign($inviteCode: String!) {
    joinCampaign(input: { inviteCode: $inviteCode }) {
      __typename
      ... on CampaignPayload { campaign { id } }
      ... on Error { message code }
      ... on RuleViolation { rule violations { code message rule } }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

export function Home() {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [ruleset, setRuleset] = useState<'SMS' | 'YLNIES'>('SMS');
  const [magic, setMagic] = useState<'LOREVAL' | 'ALMERA'>('LOREVAL');
  const [code, setCode] = useState('');
  const [created, create] = useMutation(CreateCampaign);
  const [joined, join] = useMutation(JoinCampaign);

  return (
    <main>
      <h1>{t.myCampaigns}</h1>
      <MyCampaigns />
      <div class="columns">
        <form
          class="card"
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await create({ input: { name, ruleset, ...(ruleset === 'SMS' ? { magicSystem: magic } : {}) } });
            const payload = result.data?.createCampaign;
            if (payload?.__typename === 'CampaignPayload') navigate({ screen: 'campaign', campaignId: payload.campaign.id });
          }}
        >
          <h2>{t.createCampaign}</h2>
          <label>
            {t.campaignName} <input name="campaignName" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
          </label>
          <label>
            {t.ruleset}{' '}
            <select name="ruleset" value={ruleset} onChange={(e) => setRuleset(e.currentTarget.value as 'SMS' | 'YLNIES')}>
              <option value="SMS">SMS</option>
              <option value="YLNIES">Ylnies</option>
            </select>
          </label>
          {ruleset === 'SMS' && (
            <label>
              {t.magicSystem}{' '}
              <select name="magicSystem" value={magic} onChange={(e) => setMagic(e.currentTarget.value as 'LOREVAL' | 'ALMERA')}>
                <option value="LOREVAL">Loreval</option>
                <option value="ALMERA">Almera (MOD-US)</option>
              </select>
            </label>
          )}
          <button type="submit" disabled={created.fetching}>
            {t.create}
          </button>
          <Problems failure={failureOf(created.data?.createCampaign, 'CampaignPayload')} error={created.error} />
        </form>
        <form
          class="card"
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await join({ inviteCode: code.trim() });
            const payload = result.data?.joinCampaign;
            if (payload?.__typename === 'CampaignPayload') location.hash = href({ screen: 'campaign', campaignId: payload.campaign.id });
          }}
        >
          <h2>{t.joinCampaign}</h2>
          <label>
            {t.inviteCode} <input name="inviteCode" value={code} onInput={(e) => setCode(e.currentTarget.value)} required autocomplete="off" />
          </label>
          <button type="submit" disabled={joined.fetching}>
            {t.join}
          </button>
          <Problems failure={failureOf(joined.data?.joinCampaign, 'CampaignPayload')} error={joined.error} />
        </form>
      </div>
      <ArchiveImport />
    </main>
  );
}
