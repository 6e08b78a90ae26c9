/** Sign up (the key is shown once and kept in this browser) or paste a key from another device. */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { CopyKey } from '../components/CopyKey';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';

const SignUp = graphql(`
  mutation SignUp($name: String!) {
    signUp(input: { name: $name }) {
      __typename
      ... on SignUpPayload { apiKey user { id name } }
      ... on Error { message code }
      ... on ValidationError { issues { path message } }
    }
  }
`);

export function Welcome({ onKey }: { onKey: (key: string) => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState('');
  const [newKey, setNewKey] = useState<string | null>(null);
  const [signUp, run] = useMutation(SignUp);
  const failure = failureOf(signUp.data?.signUp, 'SignUpPayload');

  if (newKey) {
    return (
      <main>
        <h1>{t.signUpTitle}</h1>
        <CopyKey apiKey={newKey} />
        <button type="button" onClick={() => onKey(newKey)}>
          {t.myCampaigns} →
        </button>
      </main>
    );
  }
  return (
    <main>
      <h1>{t.signUpTitle}</h1>
      <form
        class="card"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await run({ name });
          const payload = result.data?.signUp;
          if (payload?.__typename === 'SignUpPayload') setNewKey(payload.apiKey);
        }}
      >
        <label>
          {t.yourName} <input name="name" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
        </label>
        <button type="submit" disabled={signUp.fetching}>
          {t.signUp}
        </button>
        <Problems failure={failure} error={signUp.error} />
      </form>
      <form
        class="card"
        onSubmit={(event) => {
          event.preventDefault();
          if (pasted.trim()) onKey(pasted.trim());
        }}
      >
        <h2>{t.haveKey}</h2>
        <label>
          {t.apiKey} <input name="apiKey" value={pasted} onInput={(e) => setPasted(e.currentTarget.value)} autocomplete="off" />
        </label>
        <button type="submit">{t.useKey}</button>
      </form>
    </main>
  );
}
