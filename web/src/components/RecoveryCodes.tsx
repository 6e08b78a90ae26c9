/** Recovery codes, shown once (at sign-up or when made anew), with "I have saved them". */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';

const ConfirmSaved = graphql(`
  mutation ConfirmRecoveryCodesSaved {
    confirmRecoveryCodesSaved { __typename ... on RecoveryCodesSaved { savedAt } ... on Error { message code } }
  }
`);

export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  const [, confirm] = useMutation(ConfirmSaved);
  const [copied, setCopied] = useState(false);
  return (
    <div class="card">
      <p>{t.recoveryCodesExplained}</p>
      <ol class="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard?.writeText(codes.join('\n')).catch(() => {});
          setCopied(true);
        }}
      >
        {copied ? t.copied : t.copy}
      </button>
      <label>
        <input type="checkbox" name="codesSaved" checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} /> {t.recoveryCodesSaved}
      </label>
      <button
        type="button"
        onClick={async () => {
          if (saved) await confirm({});
          onDone();
        }}
      >
        {t.continue} →
      </button>
    </div>
  );
}
