/**
 * The roll log's verdict: every link and hash of the character's chain checked by the server; a
 * log signed with the public development key says so instead of "verified".
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';

const VerifyChain = graphql(`
  query VerifyChain($characterId: ID!) {
    verifyRollChain(characterId: $characterId) { valid developmentKey length brokenAt reason }
  }
`);

/** Mounted again (keyed) for a live event that adds to the log: its read goes with the event's others. */
const LIVE = { liveRead: true };

export function ChainBadge({ characterId }: { characterId: string }) {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: VerifyChain, variables: { characterId }, requestPolicy: 'network-only', context: LIVE });
  const verdict = data?.verifyRollChain;
  if (!verdict) return null;
  // Signed with the key everyone knows (docs/fairness.md §Keys): said loudly, never "verified".
  if (verdict.developmentKey)
    return (
      <span class="tag bad" data-testid="chain-badge" data-development-key title={verdict.reason ?? undefined}>
        ⚠ {t.chainDevelopmentKey}
      </span>
    );
  return (
    <span class={verdict.valid ? 'tag good' : 'tag bad'} data-testid="chain-badge" title={verdict.reason ?? undefined}>
      {verdict.valid ? `✓ ${t.chainVerified} (${verdict.length})` : `✗ ${t.chainBroken} #${verdict.brokenAt}`}
    </span>
  );
}
