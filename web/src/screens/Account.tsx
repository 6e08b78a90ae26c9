/**
 * The account screen (`#/account`): a thin container of sections, each its own component, so
 * sections for sign-in devices and sessions can sit beside the API keys.
 */
import { ApiKeys } from '../components/account/ApiKeys';
import { useI18n } from '../lib/i18n';

export function Account() {
  const { t } = useI18n();
  return (
    <main>
      <h1>{t.accountTitle}</h1>
      <ApiKeys />
    </main>
  );
}
