/**
 * A followed invite link (`#/join/<code>`), signed in: join at once, then open the campaign in
 * place of the link (Back does not join again). A code that opens nothing says so in words.
 */
import { useMutation } from '@urql/preact';
import { useEffect } from 'preact/hooks';
import { failureOf, Problems } from '../components/Problems';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { href, replaceRoute } from '../lib/router';

const JoinFromLinkMutation = graphql(`
  mutation JoinFromLink($inviteCode: String!) {
    joinCampaign(input: { inviteCode: $inviteCode }) {
      __typename
      ... on CampaignPayload { campaign { id } }
    }
  }
`);

export function JoinFromLink({ code }: { code: string }) {
  const { t } = useI18n();
  const [joined, join] = useMutation(JoinFromLinkMutation);
  useEffect(() => {
    join({ inviteCode: code.trim() }).then((result) => {
      const payload = result.data?.joinCampaign;
      if (payload?.__typename === 'CampaignPayload') replaceRoute({ screen: 'campaign', campaignId: payload.campaign.id });
    });
  }, [code]);
  const failed = joined.error || failureOf(joined.data?.joinCampaign, 'CampaignPayload');
  return (
    <main>
      <h1>{t.joinCampaign}</h1>
      {!failed ? (
        <p role="status">{t.joining}</p>
      ) : (
        <>
          <p role="alert" data-testid="join-failed">
            {t.joinFailed}
          </p>
          {/* The API's own words (NOT_FOUND) for whoever reports it. */}
          <Problems error={joined.error} />
          <p>
            <a href={href({ screen: 'home' })}>{t.myCampaigns}</a>
          </p>
        </>
      )}
    </main>
  );
}
