/**
 * What a screen shows before its first data: "Loading…", or, when that first read failed (a
 * phone offline, the server restarting), why, with a button to try again. It also tries again
 * by itself when the browser says the network is back, so a blip never leaves a screen stuck
 * on "Loading…" until a reload.
 */
import { useEffect } from 'preact/hooks';
import { errorText } from '../lib/error-text';
import { useI18n } from '../lib/i18n';

export function Pending({ error, retry }: { error?: { message: string; networkError?: unknown } | null; retry: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    if (!error) return;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [error, retry]);
  if (!error) return <p>{t.loading}</p>;
  return (
    <div role="alert" class="problem" data-testid="not-loaded">
      <p>{error.networkError ? t.notLoaded : errorText(error, t.notLoaded)}</p>
      <button type="button" onClick={retry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
