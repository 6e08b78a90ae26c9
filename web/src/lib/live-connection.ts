/**
 * The live connection's truth, for the badge and the screens: `live` only while the browser is
 * online AND the event stream is open; `offline` when the browser says it has no network;
 * `reconnecting` while a stream is being (re)opened. `reconnects` counts the streams opened
 * again after a drop, so a screen can re-read what it shows once the link is back.
 *
 * Also the "kick": when the browser comes back online the streams do not wait out their
 * back-off, they reconnect at once (resumable-sse.ts listens for it).
 */
import { useEffect, useState } from 'preact/hooks';

export type LiveState = 'live' | 'reconnecting' | 'offline';

interface Snapshot {
  state: LiveState;
  reconnects: number;
}

const listeners = new Set<(snapshot: Snapshot) => void>();
let streamOpen = false;
let reconnects = 0;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function snapshot(): Snapshot {
  return { state: !online() ? 'offline' : streamOpen ? 'live' : 'reconnecting', reconnects };
}

function publish() {
  const now = snapshot();
  for (const listener of listeners) listener(now);
}

/** The transport says a stream is open (or dropped); `again` when it reopened after a drop. */
export function reportStream(open: boolean, again = false) {
  streamOpen = open;
  if (open && again) reconnects++;
  publish();
}

/** Runs `then` when the browser reports its network back (or right away on `kick()`). */
const kicks = new Set<() => void>();
export function onKick(then: () => void): () => void {
  kicks.add(then);
  return () => kicks.delete(then);
}
function kick() {
  for (const then of [...kicks]) then();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    publish();
    kick();
  });
  window.addEventListener('offline', () => {
    // The stream may still look open (a cut is seen only when the next read fails): the badge
    // trusts the browser's own word first.
    publish();
  });
}

export function useLiveConnection(): Snapshot {
  const [now, setNow] = useState(snapshot);
  useEffect(() => {
    listeners.add(setNow);
    setNow(snapshot());
    return () => {
      listeners.delete(setNow);
    };
  }, []);
  return now;
}
