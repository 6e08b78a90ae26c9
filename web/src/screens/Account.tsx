/**
 * `#/account`: how I sign in — passkeys, signed-in browsers, recovery codes, a link for another
 * device — and the API keys my scripts and bots use (components/account/ApiKeys.tsx).
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { ApiKeys } from '../components/account/ApiKeys';
import { DiscordLink } from '../components/account/DiscordLink';
import { AddPasskey } from '../components/AddPasskey';
import { DeviceLinkCard } from '../components/DeviceLinkCard';
import { failureOf, Problems } from '../components/Problems';
import { RecoveryCodesCard } from '../components/RecoveryCodes';
import { AccountQuery } from '../lib/account-query';
import { useI18n } from '../lib/i18n';

const RemovePasskey = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input) { __typename ... on AccountItemRemoved { removedId } ... on Error { message code } ... on RuleViolation { rule } }
  }
`);

const EndSession = graphql(`
  mutation EndSession($input: EndSessionInput!) {
    endSession(input: $input) { __typename ... on AccountItemRemoved { removedId } ... on Error { message code } }
  }
`);

const Regenerate = graphql(`
  mutation RegenerateRecoveryCodes {
    regenerateRecoveryCodes { __typename ... on RecoveryCodes { codes } ... on Error { message code } }
  }
`);

export function Account({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, locale } = useI18n();
  const [{ data, error }, refetch] = useQuery({ query: AccountQuery, requestPolicy: 'cache-and-network' });
  const [removed, remove] = useMutation(RemovePasskey);
  const [, end] = useMutation(EndSession);
  const [, regenerate] = useMutation(Regenerate);
  const [confirmLast, setConfirmLast] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'FR' ? 'fr-FR' : 'en-GB');
  if (error) return <Problems error={error} />;
  const account = data?.account;
  if (!account) return <main aria-busy="true" />;
  return (
    <main>
      <h1>{t.accountTitle}</h1>
      <section class="card" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">{t.passkeys}</h2>
        <ul data-testid="passkeys">
          {account.passkeys.map((p) => (
            <li key={p.passkeyId}>
              {p.label}{' '}
              <button
                type="button"
                onClick={async () => {
                  const r = (await remove({ input: { passkeyId: p.passkeyId } })).data?.removePasskey;
                  if (r?.__typename === 'RuleViolation' && r.code === 'LAST_PASSKEY') setConfirmLast(p.passkeyId);
                  else reload();
                }}
              >
                {t.remove}
              </button>
              {confirmLast === p.passkeyId && (
                <span role="alert">
                  {t.lastPasskeyWarning}{' '}
                  <button
                    type="button"
                    onClick={async () => {
                      await remove({ input: { passkeyId: p.passkeyId, evenIfLast: true } });
                      setConfirmLast(null);
                      reload();
                    }}
                  >
                    {t.removeAnyway}
                  </button>{' '}
                  <button type="button" onClick={() => setConfirmLast(null)}>
                    {t.cancel}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
        <AddPasskey label={t.addPasskey} onDone={reload} />
        {removed.data?.removePasskey?.__typename !== 'RuleViolation' && <Problems failure={failureOf(removed.data?.removePasskey, 'AccountItemRemoved')} error={removed.error} />}
      </section>
      <section class="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t.sessions}</h2>
        <ul data-testid="sessions">
          {account.sessions.map((s) => (
            <li key={s.sessionId}>
              {s.device} {s.current && <span class="tag">{t.thisDevice}</span>} <span class="muted">
                {t.lastUsed} {when(s.lastUsedAt)}
              </span>{' '}
              <button
                type="button"
                onClick={async () => {
                  await end({ input: { sessionId: s.sessionId } });
                  if (s.current) onSignedOut();
                  else reload();
                }}
              >
                {t.endSession}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section class="card" aria-labelledby="codes-title">
        <h2 id="codes-title">{t.recoveryCodes}</h2>
        {codes ? (
          <RecoveryCodesCard
            codes={codes}
            onDone={() => {
              setCodes(null);
              reload();
            }}
          />
        ) : (
          <>
            <p>
              {t.codesLeft(account.recoveryCodesLeft)} {!account.recoveryCodesSavedAt && t.codesNotSaved}
            </p>
            <button
              type="button"
              onClick={async () => {
                const r = (await regenerate({})).data?.regenerateRecoveryCodes;
                if (r?.__typename === 'RecoveryCodes') setCodes(r.codes);
              }}
            >
              {t.regenerateCodes}
            </button>
          </>
        )}
      </section>
      <section class="card" aria-labelledby="device-title">
        <h2 id="device-title">{t.anotherDevice}</h2>
        <DeviceLinkCard />
      </section>
      <DiscordLink />
      <ApiKeys />
    </main>
  );
}
