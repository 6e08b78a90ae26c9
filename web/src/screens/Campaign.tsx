/** A campaign: the GM screen for its GM, the player view for its players. */
import { useQuery } from '@urql/preact';
import { LiveBadge } from '../components/LiveBadge';
import { graphql } from '../gql';
import { announce, useAnnouncement } from '../lib/announce';
import { errorText, troubleOf } from '../lib/error-text';
import { useI18n } from '../lib/i18n';
import { type LiveEvent, useCampaignEvents, useLiveRefetch } from '../lib/live';
import { useKept } from '../lib/use-kept';
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
      members { role joinedAt user { id name } }
      characters(first: 50) { edges { node { ...CharacterGlance } } }
    }
  }
`);

export function Campaign({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [{ data: fresh, fetching, error }, refetch] = useQuery({ query: CampaignScreenQuery, variables: { id: campaignId } });
  // A failed refetch (the network dropped) keeps the last screen, with a notice below.
  const data = useKept(fresh?.campaign ? fresh : null);
  const announcement = useAnnouncement();
  // A request for one of my characters is announced.
  const live = useCampaignEvents(campaignId, (event: LiveEvent) => {
    const p = (event.payload ?? {}) as { characterId?: string };
    const mine = data?.campaign?.characters.edges.find((edge) => edge.node.id === p.characterId && edge.node.owner?.id === data.me?.id);
    if (event.type === 'action.requested' && mine) announce(t.newRequest(mine.node.name));
  });
  // Read again only for an event that changes what this query shows (the roster, a glance), or
  // after a reconnection (web/src/lib/live-targets.ts): in the same effects as the screen's other
  // reads of the event, so they go out together (web/src/lib/live-batch.ts).
  useLiveRefetch(live.refreshKey, 'campaign', refetch);
  // Removed, signed out or out of reach: each said as what it is, from the read's refusal or the
  // live stream's (a removed player's stream is refused before any read is).
  const trouble = troubleOf(error) ?? (live.error ? troubleOf(live.error) : null);
  const ended = trouble === 'removed' || trouble === 'signedOut';
  if (ended) {
    return (
      <main>
        <p role="alert" class="notice" data-testid="campaign-ended" data-trouble={trouble}>
          {trouble === 'removed' ? t.removedNotice : t.signedOutNotice}
        </p>
        <p>
          <a href="#/">{t.backToCampaigns}</a>
        </p>
      </main>
    );
  }
  if (fetching && !data) return <p>{t.loading}</p>;
  const campaign = data?.campaign;
  if (!campaign || !data.me) return <p role="alert">{error ? errorText(error, t.failedRequest) : 'Not found'}</p>;
  const characters = campaign.characters.edges.map((edge) => edge.node);
  return (
    // The GM's screen takes a laptop's whole width (its columns: styles.css .gm-grid).
    <main class={campaign.viewerRole === 'GM' ? 'wide' : undefined}>
      <h1>
        {campaign.name} <span class="tag">{campaign.viewerRole === 'GM' ? t.gm : t.player}</span> <LiveBadge state={live.state} />
      </h1>
      {trouble === 'unreachable' && !fresh?.campaign && (
        <p role="status" class="notice" data-testid="stale-notice">
          {t.staleNotice}
        </p>
      )}
      <p class="visually-hidden" aria-live="assertive" data-testid="announcer">
        {announcement}
      </p>
      {campaign.viewerRole === 'GM' ? (
        <GmScreen
          campaign={campaign}
          characters={characters}
          events={live.events}
          refreshKey={live.refreshKey}
          opened={live.opened}
          onChanged={() => refetch({ requestPolicy: 'network-only' })}
        />
      ) : (
        <PlayerView campaign={campaign} characters={characters.filter((c) => c.owner?.id === data.me?.id)} events={live.events} refreshKey={live.refreshKey} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
      )}
    </main>
  );
}
