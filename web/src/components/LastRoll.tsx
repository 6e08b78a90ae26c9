/**
 * The campaign's latest roll as a card everyone allowed to see it sees (every roll for the GM,
 * the PCs' for players: `campaign.rolls`), re-read on each live event. A new roll is announced
 * to screen readers (role=status) as it replaces the previous one.
 */
import { useLiveRefetch } from '../lib/live';

import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { useKept } from '../lib/use-kept';
import { RollCard } from './RollCard';

const LatestRoll = graphql(`
  query LatestRoll($campaignId: ID!) {
    campaign(id: $campaignId) { id rolls(first: 1) { edges { node { ...RollView } } } characters(first: 100) { edges { node { id name } } } }
  }
`);

export function LastRoll({ campaignId, refreshKey }: { campaignId: string; refreshKey: string }) {
  const { t } = useI18n();
  // Kept fresh by the live reads: moved on the screen (a new first card), it shows what it holds.
  const [{ data: fresh }, refetch] = useQuery({ query: LatestRoll, variables: { campaignId }, requestPolicy: 'cache-first' });
  const data = useKept(fresh);
  useLiveRefetch(refreshKey, 'lastRoll', refetch);
  const roll = data?.campaign?.rolls.edges[0]?.node;
  // The card names both sides of a roll from the characters this member may see (issue 39).
  const names = Object.fromEntries((data?.campaign?.characters.edges ?? []).map((e) => [e.node.id, e.node.name]));
  return (
    <section class="card last-roll" aria-labelledby="last-roll-title" data-testid="last-roll">
      <h2 id="last-roll-title">{t.lastRoll}</h2>
      <div role="status">{roll ? <RollCard roll={roll} key={roll.id} names={names} /> : <p>{t.noRoll}</p>}</div>
    </section>
  );
}
