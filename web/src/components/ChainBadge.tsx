/**
 * The roll log's verdict: every link and hash of the character's chain checked by the server; a
 * log signed with the public development key says so instead of "verified".
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { VerifyChainQuery } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { useLiveRefetch } from '../lib/live';

const VerifyChain = graphql(`
  query VerifyChain($characterId: ID!) {
    verifyRollChain(characterId: $characterId) { valid developmentKey length brokenAt reason }
  }
`);

type Verdict = NonNullable<VerifyChainQuery['verifyRollChain']>;

/**
 * The verdict on a character's log, read by the screen that shows the badge (where the card's
 * other reads start, so a new card's reads go out together) and again for a live event that adds
 * to that log (web/src/lib/live-targets.ts `chain`), never kept from a cache.
 */
export function useChainVerdict(characterId: string | null | undefined, refreshKey: string): Verdict | null {
  const [{ data }, refetch] = useQuery({ query: VerifyChain, variables: { characterId: characterId ?? '' }, requestPolicy: 'network-only', pause: !characterId });
  useLiveRefetch(refreshKey, 'chain', (context) => characterId && refetch(context), characterId);
  return data?.verifyRollChain ?? null;
}

export function ChainBadge({ verdict }: { verdict: Verdict | null }) {
  const { t } = useI18n();
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
