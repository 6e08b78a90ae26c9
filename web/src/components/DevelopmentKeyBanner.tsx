/**
 * A loud banner when this server signs the roll log with the public development key (a Worker
 * without its ROLL_LOG_KEYS secret): its signatures prove nothing (docs/fairness.md §Keys).
 */
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';

const RollLogKey = graphql(`
  query RollLogKey {
    rollLogKey { keyId developmentKey }
  }
`);

export function DevelopmentKeyBanner() {
  const { t } = useI18n();
  const [{ data }] = useQuery({ query: RollLogKey });
  if (!data?.rollLogKey?.developmentKey) return null;
  return (
    <p class="notice bad" role="alert" data-testid="development-key">
      ⚠ {t.developmentKeyBanner}
    </p>
  );
}
