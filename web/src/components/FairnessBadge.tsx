/**
 * One roll's fairness: sealed (its epoch's seed is still secret, only the commitment is
 * published), verified (the revealed seed redraws exactly these faces), or failed.
 */
import { useI18n } from '../lib/i18n';

export function FairnessBadge({ verified, commitment, clientSeed }: { verified?: boolean | null; commitment?: string | null; clientSeed?: string | null }) {
  const { t } = useI18n();
  if (!commitment) return null;
  const title = `${t.commitment} ${commitment}${clientSeed ? ` · ${t.clientSeed} ${clientSeed}` : ''}`;
  if (verified === true)
    return (
      <span class="tag good" title={title} data-testid="fair-verified">
        ✓ {t.fairVerified}
      </span>
    );
  if (verified === false)
    return (
      <span class="tag bad" title={title}>
        ✗ {t.fairFailed}
      </span>
    );
  return (
    <span class="tag" title={title}>
      {t.fairSealed}
    </span>
  );
}
