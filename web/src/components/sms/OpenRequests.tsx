/**
 * What the table waits for (the campaign's OPEN requests, both rulesets), each with Cancel:
 * a request asked twice, or no longer wanted, is withdrawn instead of piling up.
 */
import { useLiveRefetch } from '../../lib/live';
import { useId, useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { failureOf, Problems } from '../Problems';

const OpenAsks = graphql(`
  query OpenAsks($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      openActionRequests(first: 30) { edges { node { id note difficulty ruleset createdAt character { id name } } } }
    }
  }
`);
const CancelRequest = graphql(`
  mutation CancelRequest($input: CancelActionRequestInput!) {
    cancelActionRequest(input: $input) { __typename ... on ActionRequestPayload { request { id status } } ...FailureFields }
  }
`);

export function OpenRequests({ campaignId, refreshKey }: { campaignId: string; refreshKey: string }) {
  const { t } = useI18n();
  const [{ data, fetching }, refetch] = useQuery({ query: OpenAsks, variables: { campaignId } });
  const [cancelled, cancel] = useMutation(CancelRequest);
  useLiveRefetch(refreshKey, 'openRequests', refetch);
  // The refusal shows beside the request it concerns.
  const [acting, setActing] = useState('');
  const actId = useId();
  const failure = failureOf(cancelled.data?.cancelActionRequest, 'ActionRequestPayload');
  const requests = data?.campaign?.openActionRequests.edges.map((e) => e.node) ?? [];
  return (
    // Busy until its first answer, and while it reads again: "no request waits" is said only of
    // what was read, not while the list is still on its way.
    <section class="card" aria-labelledby="open-asks-title" data-testid="open-asks" aria-busy={!data || fetching}>
      <h2 id="open-asks-title">{t.openAsks}</h2>
      {data && requests.length === 0 && <p class="muted">{t.noOpenAsks}</p>}
      <ul class="tool-list">
        {requests.map((r, i) => (
          <li key={r.id}>
            {r.character.name}
            {r.difficulty != null && ` — D${r.difficulty}`}
            {r.note && ` — ${r.note}`}{' '}
            <button
              type="button"
              disabled={cancelled.fetching}
              {...(acting === r.id && (failure || cancelled.error) ? { 'aria-describedby': `${actId}-${i}` } : {})}
              onClick={async () => {
                setActing(r.id);
                const out = await cancel({ input: { requestId: r.id } });
                if (out.data?.cancelActionRequest?.__typename === 'ActionRequestPayload') refetch({ requestPolicy: 'network-only' });
              }}
            >
              {t.cancelRequest}{t.colon}{r.character.name}
              {r.note ? ` (${r.note})` : ''}
            </button>
            {acting === r.id && <Problems failure={failure} error={cancelled.error} id={`${actId}-${i}`} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
