/**
 * Sign up with a passkey (then the recovery codes, shown once), sign in with a passkey, or with
 * a recovery code. The session the server opens is an HttpOnly cookie: nothing here keeps a
 * secret (docs/accounts.md).
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from '../components/Problems';
import { RecoveryCodesCard } from '../components/RecoveryCodes';
import { useI18n } from '../lib/i18n';
import { makePasskey, usePasskey } from '../lib/passkeys';

const StartSignUp = graphql(`
  mutation StartPasskeySignUp($name: String!) {
    startPasskeySignUp(input: { name: $name }) {
      __typename
      ... on PasskeyChallenge { challengeId options }
      ... on Error { message code }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

const FinishSignUp = graphql(`
  mutation FinishPasskeySignUp($input: PasskeyAnswerInput!) {
    finishPasskeySignUp(input: $input) {
      __typename
      ... on SignedIn { user { id name } recoveryCodes }
      ... on Error { message code }
    }
  }
`);

const StartSignIn = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn {
      __typename
      ... on PasskeyChallenge { challengeId options }
      ... on Error { message code }
    }
  }
`);

const FinishSignIn = graphql(`
  mutation FinishPasskeySignIn($input: PasskeyAnswerInput!) {
    finishPasskeySignIn(input: $input) {
      __typename
      ... on SignedIn { user { id name } }
      ... on Error { message code }
    }
  }
`);

const Recover = graphql(`
  mutation SignInWithRecoveryCode($code: String!) {
    signInWithRecoveryCode(input: { code: $code }) {
      __typename
      ... on SignedIn { user { id name } recoveryCodesLeft }
      ... on Error { message code }
    }
  }
`);

export function Welcome({ onSignedIn, sessionEnded }: { onSignedIn: () => void; sessionEnded: boolean }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [cancelled, setCancelled] = useState<'up' | 'in' | null>(null);
  const [started, startSignUp] = useMutation(StartSignUp);
  const [finished, finishSignUp] = useMutation(FinishSignUp);
  const [startedIn, startSignIn] = useMutation(StartSignIn);
  const [finishedIn, finishSignIn] = useMutation(FinishSignIn);
  const [recovered, recover] = useMutation(Recover);

  if (codes) {
    return (
      <main>
        <h1>{t.recoveryCodesTitle}</h1>
        <RecoveryCodesCard codes={codes} onDone={onSignedIn} />
      </main>
    );
  }
  const signUpFailure = failureOf(started.data?.startPasskeySignUp, 'PasskeyChallenge') ?? failureOf(finished.data?.finishPasskeySignUp, 'SignedIn');
  const signInFailure = failureOf(startedIn.data?.startPasskeySignIn, 'PasskeyChallenge') ?? failureOf(finishedIn.data?.finishPasskeySignIn, 'SignedIn');
  return (
    <main>
      <h1>{t.signUpTitle}</h1>
      {sessionEnded && (
        <p class="notice" role="status">
          {t.sessionEnded}
        </p>
      )}
      <form
        class="card"
        onSubmit={async (event) => {
          event.preventDefault();
          setCancelled(null);
          const start = (await startSignUp({ name })).data?.startPasskeySignUp;
          if (start?.__typename !== 'PasskeyChallenge') return;
          const credential = await makePasskey(start.options);
          if (!credential) return setCancelled('up');
          const done = (await finishSignUp({ input: { challengeId: start.challengeId, credential } })).data?.finishPasskeySignUp;
          if (done?.__typename === 'SignedIn') setCodes(done.recoveryCodes ?? []);
        }}
      >
        <p>{t.passkeyExplained}</p>
        <label>
          {t.yourName} <input name="name" value={name} onInput={(e) => setName(e.currentTarget.value)} required autocomplete="nickname" />
        </label>
        <button type="submit" disabled={started.fetching || finished.fetching}>
          {t.signUpWithPasskey}
        </button>
        {cancelled === 'up' && <p role="alert">{t.passkeyCancelled}</p>}
        <Problems failure={signUpFailure} error={started.error ?? finished.error} />
      </form>
      <section class="card" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{t.signInTitle}</h2>
        <button
          type="button"
          disabled={startedIn.fetching || finishedIn.fetching}
          onClick={async () => {
            setCancelled(null);
            const start = (await startSignIn({})).data?.startPasskeySignIn;
            if (start?.__typename !== 'PasskeyChallenge') return;
            const credential = await usePasskey(start.options);
            if (!credential) return setCancelled('in');
            const done = (await finishSignIn({ input: { challengeId: start.challengeId, credential } })).data?.finishPasskeySignIn;
            if (done?.__typename === 'SignedIn') onSignedIn();
          }}
        >
          {t.signInWithPasskey}
        </button>
        {cancelled === 'in' && <p role="alert">{t.passkeyCancelled}</p>}
        <Problems failure={signInFailure} error={startedIn.error ?? finishedIn.error} />
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const done = (await recover({ code })).data?.signInWithRecoveryCode;
            if (done?.__typename === 'SignedIn') onSignedIn();
          }}
        >
          <h3>{t.useRecoveryCode}</h3>
          <label>
            {t.recoveryCode} <input name="recoveryCode" value={code} onInput={(e) => setCode(e.currentTarget.value)} autocomplete="off" spellcheck={false} required />
          </label>
          <button type="submit" disabled={recovered.fetching}>
            {t.signIn}
          </button>
          <Problems failure={failureOf(recovered.data?.signInWithRecoveryCode, 'SignedIn')} error={recovered.error} />
        </form>
      </section>
    </main>
  );
}
