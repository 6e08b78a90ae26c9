/**
 * The campaign's live events (GraphQL over SSE): the screen refetches what it shows when one
 * arrives, and keeps the last ones for the feed. graphql-sse reconnects by itself and the
 * server replays what was missed, so nothing is lost while a phone sleeps.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useSubscription } from '@urql/preact';
import { graphql } from '../gql';

const CampaignEventsSubscription = graphql(`
  subscription CampaignEvents($campaignId: ID!) {
    campaignEvents(campaignId: $campaignId) { id type payload createdAt }
  }
`);

export interface LiveEvent {
  id: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

const KEEP = 30;

export function useCampaignEvents(campaignId: string, onEvent: (event: LiveEvent) => void) {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [result] = useSubscription({ query: CampaignEventsSubscription, variables: { campaignId } }, (previous: LiveEvent[] = [], data) => {
    const event = data.campaignEvents as LiveEvent;
    return [event, ...previous.filter((e) => e.id !== event.id)].slice(0, KEEP);
  });
  useEffect(() => {
    const latest = result.data?.[0];
    if (latest) {
      setEvents(result.data ?? []);
      handler.current(latest);
    }
  }, [result.data]);
  return { events, connected: !result.error && !result.stale, error: result.error };
}
