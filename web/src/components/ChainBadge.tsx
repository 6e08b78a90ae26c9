/** The roll log's verdict: every link and hash of the character's chain checked by the server. */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';

const VerifyChain = graphql(`
  query VerifyChain($characterId: ID!) {
    verifyRollChain(characterId: $characterId) { valid length brokenAt reason }
  }
`);

export function ChainBadge({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: VerifyChain, variables: { characterId }, requestPolicy: 'network-only' });
  const verdict = data?.verifyRollChain;
  if (!verdict) return null;
  return (
    <span class={verdict.valid ? 'tag good' : 'tag bad'} data-testid="chain-badge" title={verdict.reason ?? undefined}>
      {verdict.valid ? `✓ ${t.chainVerified} (${verdict.length})` : `✗ ${t.chainBroken} #${verdict.brokenAt}`}
    </span>
  );
}
