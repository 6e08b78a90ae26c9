/** A campaign: the GM screen for its GM, the player view for its players. */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { useCampaignEvents } from '../lib/live';
import { GmScreen } from './GmScreen';
import { PlayerView } from './PlayerView';

export const CampaignScreenQuery = graphql(`
  query CampaignScreen($id: ID!) {
    me { id name }
    campaign(id: $id) {
      id
      name
      ruleset
      magicSystem
      viewerRole
      inviteCode
      members { role user { id name } }
      characters(first: 50) { edges { node { ...CharacterGlance } } }
    }
  }
`);

export function Campaign({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CampaignScreenQuery, variables: { id: campaignId } });
  // Any committed event of the campaign may change what this screen shows: fetch it again.
  const live = useCampaignEvents(campaignId, () => refetch({ requestPolicy: 'network-only' }));
  if (fetching && !data) return <p>{t.loading}</p>;
  const campaign = data?.campaign;
  if (!campaign || !data.me) return <p role="alert">{error?.message ?? 'Not found'}</p>;
  const characters = campaign.characters.edges.map((edge) => edge.node);
  return (
    <main>
      <h1>
        {campaign.name} <span class="tag">{campaign.viewerRole === 'GM' ? t.gm : t.player}</span>{' '}
        <span class={live.connected ? 'tag live' : 'tag'} data-testid="live-status">
          {live.connected ? t.live : t.offline}
        </span>
      </h1>
      {campaign.viewerRole === 'GM' ? (
        <GmScreen campaign={campaign} characters={characters} events={live.events} />
      ) : (
        <PlayerView campaign={campaign} characters={characters.filter((c) => c.owner?.id === data.me?.id)} events={live.events} />
      )}
    </main>
  );
}
