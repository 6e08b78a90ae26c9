/**
 * The campaign's live events (GraphQL over SSE): the screen refetches what it shows when one
 * arrives, and keeps the last ones for the feed.
 *
 * Nothing is lost across a cut: graphql-sse alone reconnects with the same request and no
 * `Last-Event-ID`, which would start live again and skip what was committed meanwhile. The
 * transport (resumable-sse.ts) remembers each event's SSE id (its outbox cursor) and sends it
 * as `Last-Event-ID` when it reconnects, so the server replays the missed events in order.
 * Each reconnection also bumps `refreshKey`, so screens re-read their queries once the link is
 * back even if nothing happened meanwhile.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type LiveReader, refreshKeyOf, refreshWanted, rememberEvent } from './live-targets';
import { useSubscription } from '@urql/preact';
import { graphql } from '../gql';
import { openLiveWindow } from './live-batch';
import { useLiveConnection } from './live-connection';

const CampaignEventsSubscription = graphql(`
  subscription CampaignEvents($campaignId: ID!) {
    campaignEvents(campaignId: $campaignId) { cursor id type payload createdAt }
  }
`);

export interface LiveEvent {
  id: string;
  type: string;
  payload: unknown;
  createdAt: string;
  cursor?: string;
}

const KEEP = 50;

export function useCampaignEvents(campaignId: string, onEvent: (event: LiveEvent) => void) {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const connection = useLiveConnection();
  const [result] = useSubscription({ query: CampaignEventsSubscription, variables: { campaignId } }, (previous: LiveEvent[] = [], data) => {
    const event = data.campaignEvents as LiveEvent;
    rememberEvent(event.id, event.type, event.payload);
    openLiveWindow();
    return [event, ...previous.filter((e) => e.id !== event.id)].slice(0, KEEP);
  });
  const opened = useRef(false);
  // A refused stream (no subscriptions on this runtime…) still lets the feed read its history.
  if (connection.state === 'live' || result.error) opened.current = true;
  useEffect(() => {
    const latest = result.data?.[0];
    if (latest) {
      setEvents(result.data ?? []);
      handler.current(latest);
    }
  }, [result.data]);
  // Back after a cut: what the screen shows may be stale even when no event was missed.
  useEffect(() => {
    if (connection.reconnects > 0) openLiveWindow();
    if (connection.reconnects > 0) handler.current({ id: '', type: 'live.reconnected', payload: null, createdAt: new Date().toISOString() });
  }, [connection.reconnects]);
  return {
    events,
    state: result.error ? ('reconnecting' as const) : connection.state,
    error: result.error,
    /**
     * Changes on every event and every reconnection (`refreshKeyOf`), so a child reads its query
     * again only for the events since its last key that it shows (`useLiveRefetch`).
     */
    refreshKey: refreshKeyOf(events[0]?.id ?? '', connection.reconnects),
    /** The stream has opened once: history read after this instant overlaps the live events. */
    opened: opened.current,
  };
}

/**
 * The context of a read a live event asks for: from the network, and sent together with the other
 * reads the same event asks for on the screen, in one request (web/src/lib/live-batch.ts).
 */
export const LIVE_READ = { requestPolicy: 'network-only', liveRead: true } as const;

/**
 * Read again (`refetch`, given LIVE_READ) when the campaign's refresh key moves for an event
 * `reader` shows — about `characterId` when it shows one character — or after a reconnection
 * (anything may have changed meanwhile), not for every event (issue 39 item 2).
 */
export function useLiveRefetch(refreshKey: string, reader: LiveReader, refetch: (context: typeof LIVE_READ) => void, characterId?: string | null) {
  const previous = useRef(refreshKey);
  useEffect(() => {
    const before = previous.current;
    previous.current = refreshKey;
    if (refreshWanted(before, refreshKey, reader, characterId)) refetch(LIVE_READ);
  }, [refreshKey]);
}
