/**
 * Telling a player something happened when they are not looking: a new request, their turn.
 * Three channels, each where the browser allows it: a live region screen readers speak
 * (<Announcer/> renders it), the document title (seen on a background tab), and a short
 * vibration (`navigator.vibrate`, absent on iOS and ignored without a user gesture first).
 * The title comes back at the next tap or key.
 */
import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<(message: string) => void>();
let baseTitle: string | null = null;

export function announce(message: string) {
  for (const listener of listeners) listener(message);
  if (typeof document === 'undefined') return;
  baseTitle ??= document.title;
  document.title = `🔔 ${message} — ${baseTitle}`;
  const restore = () => {
    if (baseTitle !== null) document.title = baseTitle;
    baseTitle = null;
    window.removeEventListener('pointerdown', restore);
    window.removeEventListener('keydown', restore);
  };
  window.addEventListener('pointerdown', restore);
  window.addEventListener('keydown', restore);
  try {
    navigator.vibrate?.([120, 60, 120]);
  } catch {
    // A browser may refuse before the first gesture: the other channels still told it.
  }
}

/**
 * What was announced is done (the request answered, the turn over): the live region empties and
 * the title comes back, so nothing still says "new request" about a request that is gone.
 */
export function clearAnnouncement() {
  for (const listener of listeners) listener('');
  if (typeof document !== 'undefined' && baseTitle !== null) {
    document.title = baseTitle;
    baseTitle = null;
  }
}

/** The live region: one per page, visually hidden, spoken by screen readers. */
export function useAnnouncement(): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    listeners.add(setMessage);
    return () => {
      listeners.delete(setMessage);
    };
  }, []);
  return message;
}
