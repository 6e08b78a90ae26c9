/**
 * `#/device/<token>`: a one-time link from another device (or from the GM) signs this one in,
 * then offers to make a passkey here. The token lives only in the URL's fragment, which no
 * request or Referer carries; the route is left as soon as it is used.
 */
import { useEffect, useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { AddPasskey } from '../components/AddPasskey';

const Redeem = graphql(`
  mutation RedeemDeviceLink($token: String!) {
    redeemDeviceLink(input: { token: $token }) {
      __typename
      ... on SignedIn { user { id name } }
      ... on Error { message code }
    }
  }
`);

export function DeviceLink({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const { t } = useI18n();
  const [redeemed, redeem] = useMutation(Redeem);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    // Out of the address bar and the history: the link is spent either way.
    history.replaceState(null, '', '#/device');
    redeem({ token }).then((r) => setSignedIn(r.data?.redeemDeviceLink?.__typename === 'SignedIn'));
  }, [token]);
  return (
    <main>
      <h1>{t.deviceLinkTitle}</h1>
      {signedIn ? (
        <div class="card">
          <p role="status">{t.deviceSignedIn}</p>
          <AddPasskey label={t.makePasskeyHere} onDone={onSignedIn} />
          <button type="button" onClick={onSignedIn}>
            {t.notNow}
          </button>
        </div>
      ) : (
        <Problems failure={failureOf(redeemed.data?.redeemDeviceLink, 'SignedIn')} error={redeemed.error} />
      )}
    </main>
  );
}
