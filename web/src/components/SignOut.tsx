/**
 * Sign out of this browser. Before signing out of the last signed-in device, the person is
 * warned when they have no passkey or have not confirmed keeping their recovery codes: they
 * could otherwise lose the account (issue 24 item 4).
 */
import { useState } from 'preact/hooks';
import { useClient, useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { AccountQuery } from '../lib/account-query';
import { useI18n } from '../lib/i18n';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut { __typename ... on SignedOut { ended } ... on Error { message code } }
  }
`);


export function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useI18n();
  const client = useClient();
  const [, signOut] = useMutation(SignOutMutation);
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const leave = async () => {
    await signOut({});
    setWarnings(null);
    onSignedOut();
  };
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const account = (await client.query(AccountQuery, {}, { requestPolicy: 'network-only' }).toPromise()).data?.account;
          const last = !account || account.sessions.length <= 1;
          const found = last && account ? [...(account.passkeys.length === 0 ? [t.signOutNoPasskey] : []), ...(!account.recoveryCodesSavedAt ? [t.signOutCodesUnsaved] : [])] : [];
          if (found.length) setWarnings(found);
          else await leave();
        }}
      >
        {t.signOut}
      </button>
      {warnings && (
        <div class="card warning" role="alertdialog" aria-labelledby="sign-out-warning">
          <h2 id="sign-out-warning">{t.signOutWarningTitle}</h2>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <button type="button" onClick={leave}>
            {t.signOutAnyway}
          </button>{' '}
          <button type="button" onClick={() => setWarnings(null)}>
            {t.cancel}
          </button>
        </div>
      )}
    </>
  );
}
