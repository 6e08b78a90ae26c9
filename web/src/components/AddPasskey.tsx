/** "Add a passkey on this device": both WebAuthn steps, for a signed-in person. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from './Problems';
import { useI18n } from '../lib/i18n';
import { makePasskey } from '../lib/passkeys';

const Start = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration { __typename ... on PasskeyChallenge { challengeId options } ... on Error { message code } }
  }
`);

const Finish = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) {
      __typename
      ... on PasskeyPayload { passkey { passkeyId label } }
      ... on Error { message code }
    }
  }
`);

export function AddPasskey({ label, onDone }: { label: string; onDone: () => void }) {
  const { t } = useI18n();
  const [started, start] = useMutation(Start);
  const [finished, finish] = useMutation(Finish);
  const [cancelled, setCancelled] = useState(false);
  return (
    <div>
      <button
        type="button"
        disabled={started.fetching || finished.fetching}
        onClick={async () => {
          setCancelled(false);
          const challenge = (await start({})).data?.startPasskeyRegistration;
          if (challenge?.__typename !== 'PasskeyChallenge') return;
          const credential = await makePasskey(challenge.options);
          if (!credential) return setCancelled(true);
          const done = (await finish({ input: { challengeId: challenge.challengeId, credential } })).data?.finishPasskeyRegistration;
          if (done?.__typename === 'PasskeyPayload') onDone();
        }}
      >
        {label}
      </button>
      {cancelled && <p role="alert">{t.passkeyCancelled}</p>}
      <Problems failure={failureOf(started.data?.startPasskeyRegistration, 'PasskeyChallenge') ?? failureOf(finished.data?.finishPasskeyRegistration, 'PasskeyPayload')} error={started.error ?? finished.error} />
    </div>
  );
}
