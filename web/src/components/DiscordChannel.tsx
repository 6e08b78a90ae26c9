/**
 * The campaign's Discord channel, in its settings (GM only; docs/discord.md §Linking): which
 * channel `/campaign link` tied, and a button to untie it.
 */
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';

const DiscordChannelQuery = graphql(`
  query CampaignDiscordChannel($campaignId: ID!) {
    discordChannel(campaignId: $campaignId) { channelId guildId linkedAt }
  }
`);

const UnlinkChannel = graphql(`
  mutation UnlinkDiscordChannel($campaignId: ID!) {
    unlinkDiscordChannel(input: { campaignId: $campaignId }) { __typename ... on DiscordUnlinkedPayload { unlinked } }
  }
`);

export function DiscordChannel({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [{ data }, refetch] = useQuery({ query: DiscordChannelQuery, variables: { campaignId }, requestPolicy: 'cache-and-network' });
  const [, unlink] = useMutation(UnlinkChannel);
  const channel = data?.discordChannel;
  return (
    <section class="card" aria-labelledby="discord-channel-title" data-testid="discord-channel">
      <h2 id="discord-channel-title">{t.discordChannelTitle}</h2>
      {channel ? (
        <>
          <p>{t.discordChannelLinked(channel.channelId)}</p>
          <button
            type="button"
            onClick={async () => {
              await unlink({ campaignId });
              refetch({ requestPolicy: 'network-only' });
            }}
          >
            {t.discordChannelRemove}
          </button>
        </>
      ) : (
        <p class="muted">{t.discordChannelNone}</p>
      )}
    </section>
  );
}
