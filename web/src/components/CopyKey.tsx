import { useState } from 'preact/hooks';
import { useI18n } from '../lib/i18n';

/** A new API key for an integration, shown once when it is made, with a button to copy it. */
export function CopyKey({ apiKey, note }: { apiKey: string; note: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div class="card">
      <p>{note}</p>
      <p>
        <code data-testid="api-key">{apiKey}</code>{' '}
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(apiKey).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? t.copied : t.copy}
        </button>
      </p>
    </div>
  );
}
