import { useState } from 'preact/hooks';
import { useI18n } from '../lib/i18n';

/** The API key, shown once after sign-up, with a button to copy it to another device. */
export function CopyKey({ apiKey, note }: { apiKey: string; note?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div class="card">
      <p>{note ?? t.keyShownOnce}</p>
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
