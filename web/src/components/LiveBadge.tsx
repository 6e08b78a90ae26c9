/** Whether the table is live: only while the browser is online and the event stream is open. */
import { useI18n } from '../lib/i18n';
import type { LiveState } from '../lib/live-connection';

/** `closed`: the stream was refused for good (removed, signed out): no reconnection is coming. */
export function LiveBadge({ state }: { state: LiveState | 'closed' }) {
  const { t } = useI18n();
  return (
    <span class={state === 'live' ? 'tag live' : state === 'offline' ? 'tag bad' : 'tag'} data-testid="live-status" data-state={state} role="status">
      {t.liveState[state]}
    </span>
  );
}
