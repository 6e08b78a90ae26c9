/** "My campaigns" (with my role) and "my characters": what a new device needs to find its table. */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';

const MyCampaignsQuery = graphql(`
  query MyCampaigns {
    me {
      id
      name
      campaigns(first: 50) {
        edges { node { id name ruleset viewerRole } }
      }
      characters(first: 50) {
        edges { node { id name status campaign { id name } } }
      }
    }
  }
`);

export function MyCampaigns() {
  const { t } = useI18n();
  const [{ data, fetching }] = useQuery({ query: MyCampaignsQuery });
  const campaigns = data?.me?.campaigns?.edges.map((edge) => edge.node) ?? [];
  const characters = data?.me?.characters?.edges.map((edge) => edge.node) ?? [];
  if (fetching && !data) return <p>{t.loading}</p>;
  if (!campaigns.length) return <p>{t.noCampaigns}</p>;
  return (
    <>
      <ul class="list" aria-label={t.myCampaigns}>
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <a href={href({ screen: 'campaign', campaignId: campaign.id })}>{campaign.name}</a>{' '}
            <span class="tag">{campaign.ruleset}</span> <span class="tag">{campaign.viewerRole === 'GM' ? t.gm : t.player}</span>
          </li>
        ))}
      </ul>
      {characters.length > 0 && (
        <>
          <h2>{t.myCharacters}</h2>
          <ul class="list" aria-label={t.myCharacters}>
            {characters.map((character) => (
              <li key={character.id}>
                <a href={href({ screen: 'character', characterId: character.id })}>{character.name}</a> — {character.campaign.name}{' '}
                {character.status === 'DRAFT' && <span class="tag">{t.draft}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
