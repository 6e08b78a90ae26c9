/**
 * "Claim my characters" (a player, campaign screen): in a campaign imported from an archive, the
 * claim code the GM hands out takes over the player's old placeholder and its characters
 * (claimPlaceholder, docs/archive.md §Claims). Folded away: most campaigns were never moved.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { failureOf, Problems } from './Problems';

const ClaimPlaceholder = graphql(`
  mutation ClaimPlaceholder($input: ClaimPlaceholderInput!) {
    claimPlaceholder(input: $input) { __typename ... on ClaimPlaceholderPayload { characters { name } } ...FailureFields }
  }
`);

export function ClaimCharacters({ campaignId, onClaimed }: { campaignId: string; onClaimed: () => void }) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [claimed, claim] = useMutation(ClaimPlaceholder);
  const payload = claimed.data?.claimPlaceholder?.__typename === 'ClaimPlaceholderPayload' ? claimed.data.claimPlaceholder : null;
  return (
    <details class="card">
      <summary>{t.claimCharacters}</summary>
      <form
        aria-label={t.claimCharacters}
        onSubmit={async (event) => {
          event.preventDefault();
          const out = await claim({ input: { campaignId, code: code.trim() } });
          if (out.data?.claimPlaceholder?.__typename === 'ClaimPlaceholderPayload') {
            setCode('');
            onClaimed();
          }
        }}
      >
        <p class="muted">{t.claimExplain}</p>
        <label>
          {t.claimCode} <input name="claimCode" value={code} onInput={(e) => setCode(e.currentTarget.value)} required autocomplete="off" />
        </label>
        <button type="submit" disabled={claimed.fetching}>
          {t.claim}
        </button>
        <Problems failure={failureOf(claimed.data?.claimPlaceholder, 'ClaimPlaceholderPayload')} error={claimed.error} />
        {payload && (
          <p role="status" data-testid="claimed">
            {t.claimed(payload.characters.map((c) => c.name))}
          </p>
        )}
      </form>
    </details>
  );
}
