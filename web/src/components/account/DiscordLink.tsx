/**
 * The Discord user linked to my account (docs/discord.md §Linking): confirm the code `/link`
 * gave in Discord (a link from the bot fills it in: `#/account?discord=CODE`), or unlink.
 */
import { useMutation, useQuery } from '@urql/preact';
import { useState } from 'preact/hooks';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { hashParam } from '../../lib/router';
import { failureOf, Problems } from '../Problems';

const DiscordAccountQuery = graphql(`
  query DiscordAccount {
    account { discord { discordUserId discordName linkedAt } }
  }
`);

const LinkDiscord = graphql(`
  mutation LinkDiscord($code: String!) {
    linkDiscordAccount(input: { code: $code }) {
      __typename
      ... on LinkDiscordAccountPayload { discord { discordUserId discordName } }
      ... on RuleViolation { code message rule violations { code message rule } }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

const UnlinkDiscord = graphql(`
  mutation UnlinkDiscord {
    unlinkDiscordAccount { __typename ... on DiscordUnlinkedPayload { unlinked } }
  }
`);

export function DiscordLink() {
  const { t } = useI18n();
  const [{ data }, refetch] = useQuery({ query: DiscordAccountQuery, requestPolicy: 'cache-and-network' });
  const [linked, link] = useMutation(LinkDiscord);
  const [, unlink] = useMutation(UnlinkDiscord);
  const [code, setCode] = useState(() => hashParam(location.hash, 'discord') ?? '');
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const discord = data?.account?.discord;
  return (
    <section class="card" aria-labelledby="discord-title" data-testid="discord-link">
      <h2 id="discord-title">{t.discordTitle}</h2>
      {discord ? (
        <>
          <p>{t.discordLinked(discord.discordName)}</p>
          <button
            type="button"
            onClick={async () => {
              await unlink({});
              reload();
            }}
          >
            {t.discordUnlink}
          </button>
        </>
      ) : (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const r = (await link({ code })).data?.linkDiscordAccount;
            if (r?.__typename === 'LinkDiscordAccountPayload') {
              setCode('');
              reload();
            }
          }}
        >
          <p>{t.discordNotLinked}</p>
          <label>
            {t.discordCode} <input value={code} onInput={(e) => setCode(e.currentTarget.value)} autocomplete="off" required />
          </label>{' '}
          <button type="submit">{t.discordLink}</button>
          <Problems failure={failureOf(linked.data?.linkDiscordAccount, 'LinkDiscordAccountPayload')} error={linked.error} />
        </form>
      )}
    </section>
  );
}
