/**
 * API keys for integrations: make one with a name (the key is shown once, then only its prefix),
 * see when each was last used, rename one, revoke one (it asks twice). The app itself holds no key: it signs in
 * with a session (docs/accounts.md), so no key here is "this browser's".
 */
import { useMutation, useQuery } from '@urql/preact';
import { useState } from 'preact/hooks';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { CopyKey } from '../CopyKey';
import { failureOf, Problems, useFieldProblems } from '../Problems';

const ApiKeysQuery = graphql(`
  query ApiKeys {
    me { id apiKeys { id name prefix createdAt lastUsedAt } }
  }
`);

const CreateApiKey = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(input: { name: $name }) {
      __typename
      ... on CreateApiKeyPayload { key apiKey { id name } }
      ... on RuleViolation { rule violations { code message rule } }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

const RenameApiKey = graphql(`
  mutation RenameApiKey($id: ID!, $name: String!) {
    renameApiKey(input: { apiKeyId: $id, name: $name }) {
      __typename
      ... on RenameApiKeyPayload { apiKey { id name } }
      ... on ValidationError { issues { path code limit kind } }
    }
  }
`);

const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(input: { apiKeyId: $id }) {
      __typename
    }
  }
`);

export function ApiKeys() {
  const { t, locale } = useI18n();
  const [{ data, fetching }, refetch] = useQuery({ query: ApiKeysQuery });
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [created, create] = useMutation(CreateApiKey);
  const [revoking, revoke] = useMutation(RevokeApiKey);
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'FR' ? 'fr' : 'en', { dateStyle: 'medium', timeStyle: 'short' });
  const keys = data?.me?.apiKeys ?? [];
  return (
    <section aria-labelledby="api-keys-title" class="card">
      <h2 id="api-keys-title">{t.apiKeysTitle}</h2>
      <p>{t.apiKeysIntro}</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setDone(null);
          const result = await create({ name });
          const payload = result.data?.createApiKey;
          if (payload?.__typename === 'CreateApiKeyPayload') {
            setShown({ name: payload.apiKey.name, key: payload.key });
            setName('');
            refetch({ requestPolicy: 'network-only' });
          }
        }}
      >
        <label>
          {t.keyName} <input name="keyName" value={name} maxLength={60} onInput={(e) => setName(e.currentTarget.value)} required autocomplete="off" />
        </label>
        <button type="submit" disabled={created.fetching}>
          {t.createKey}
        </button>
        <Problems failure={failureOf(created.data?.createApiKey, 'CreateApiKeyPayload')} error={created.error} />
      </form>
      {shown && (
        <div data-testid="new-key">
          <h3>{shown.name}</h3>
          <CopyKey apiKey={shown.key} note={t.newKeyShownOnce} />
        </div>
      )}
      {done && (
        <p role="status" data-testid="key-notice">
          {done}
        </p>
      )}
      <h3>{t.yourKeys}</h3>
      {fetching && !data ? (
        <p>{t.loading}</p>
      ) : (
        <ul class="list" data-testid="api-keys" aria-label={t.yourKeys}>
          {keys.map((key) => (
            <li key={key.id} data-key-name={key.name}>
              {renaming === key.id ? (
                <RenameKey
                  id={key.id}
                  name={key.name}
                  onDone={(renamed) => {
                    setRenaming(null);
                    if (renamed) {
                      setDone(t.keyRenamed(key.name, renamed));
                      if (shown?.name === key.name) setShown({ ...shown, name: renamed });
                      refetch({ requestPolicy: 'network-only' });
                    }
                  }}
                />
              ) : (
                <>
                  <strong>{key.name}</strong>{' '}
                  <button type="button" class="quiet" aria-label={t.renameKey(key.name)} onClick={() => setRenaming(key.id)}>
                    {t.rename}
                  </button>
                </>
              )}
              <br />
              <span class="muted">
                {t.keyPrefix} <code>{key.prefix}…</code> · {t.keyCreated} {when(key.createdAt)} · {t.keyLastUsed} {key.lastUsedAt ? when(key.lastUsedAt) : t.keyNeverUsed}
              </span>{' '}
              {confirming === key.id ? (
                <span>
                  <span role="alert">{t.confirmRevoke(key.name)}</span>{' '}
                  <button
                    type="button"
                    disabled={revoking.fetching}
                    onClick={async () => {
                      const result = await revoke({ id: key.id });
                      setConfirming(null);
                      if (result.data?.revokeApiKey?.__typename === 'RevokeApiKeyPayload') {
                        setDone(t.revoked(key.name));
                        if (shown?.name === key.name) setShown(null);
                        refetch({ requestPolicy: 'network-only' });
                      }
                    }}
                  >
                    {t.revoke}
                  </button>{' '}
                  <button type="button" onClick={() => setConfirming(null)}>
                    {t.back}
                  </button>
                </span>
              ) : (
                <button type="button" aria-label={`${t.revoke}${t.colon}${key.name}`} onClick={() => setConfirming(key.id)}>
                  {t.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Problems error={revoking.error} />
    </section>
  );
}

/** A key's new name, in place of its name: saved (the new name to `onDone`) or cancelled (null). */
function RenameKey({ id, name, onDone }: { id: string; name: string; onDone: (renamed: string | null) => void }) {
  const { t } = useI18n();
  const [value, setValue] = useState(name);
  const [renamed, rename] = useMutation(RenameApiKey);
  const problems = useFieldProblems(failureOf(renamed.data?.renameApiKey, 'RenameApiKeyPayload'), { name: ['name'] });
  return (
    <form
      aria-label={t.renameKey(name)}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const payload = (await rename({ id, name: value })).data?.renameApiKey;
        if (payload?.__typename === 'RenameApiKeyPayload') onDone(payload.apiKey.name);
      }}
    >
      <label>
        {t.newKeyName(name)} <input name="newKeyName" value={value} maxLength={60} onInput={(e) => setValue(e.currentTarget.value)} autocomplete="off" {...problems.field('name')} />
      </label>
      {problems.beside('name')}
      <button type="submit" disabled={renamed.fetching}>
        {t.save}
      </button>{' '}
      <button type="button" onClick={() => onDone(null)}>
        {t.cancel}
      </button>
      {problems.rest(renamed.error)}
    </form>
  );
}
