/**
 * GM: the fair-dice epoch — its published commitment, and the reveal that publishes the seed
 * (every roll of the epoch becomes verifiable) and opens the next epoch with a new commitment.
 */
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const CurrentEpoch = graphql(`
  query CurrentEpoch($campaignId: ID!) {
    campaign(id: $campaignId) { id fairnessEpoch { id number commitment } }
  }
`);

const Reveal = graphql(`
  mutation RevealFairnessSeed($campaignId: ID!, $epoch: Int) {
    revealFairnessSeed(input: { campaignId: $campaignId, epoch: $epoch }) {
      __typename
      ... on RevealFairnessSeedPayload { revealed { number serverSeed } next { number commitment } }
      ...FailureFields
    }
  }
`);

export function RevealSeed({ campaignId, onRevealed }: { campaignId: string; onRevealed: () => void }) {
  const { t } = useI18n();
  const [{ data }, refetch] = useQuery({ query: CurrentEpoch, variables: { campaignId } });
  const [revealed, reveal] = useMutation(Reveal);
  const epoch = data?.campaign?.fairnessEpoch;
  const outcome = revealed.data?.revealFairnessSeed;
  // The seed just revealed, for the table to see (each roll's card shows it too).
  const shown = outcome?.__typename === 'RevealFairnessSeedPayload' ? outcome.revealed : null;
  if (!epoch) return null;
  return (
    <section class="card" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t.fairDice}</h2>
      <p>
        {t.epoch} {epoch.number} — {t.commitment} <code class="wrap">{epoch.commitment}</code>
      </p>
      <button
        type="button"
        onClick={async () => {
          // The epoch shown is the one meant: a second click reveals nothing more.
          const result = await reveal({ campaignId, epoch: epoch.number });
          if (result.data?.revealFairnessSeed?.__typename === 'RevealFairnessSeedPayload') {
            refetch({ requestPolicy: 'network-only' });
            onRevealed();
          }
        }}
      >
        {t.revealSeed}
      </button>
      {shown && (
        <p role="status" data-testid="revealed-seed">
          {t.epoch} {shown.number} — {t.serverSeed} <code class="wrap">{shown.serverSeed}</code>
        </p>
      )}
      <Problems failure={failureOf(revealed.data?.revealFairnessSeed, 'RevealFairnessSeedPayload')} error={revealed.error} />
    </section>
  );
}
