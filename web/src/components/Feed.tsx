/**
 * The campaign's feed, newest first, in sentences (lib/feed-text.ts): its history read from the
 * API (`campaign.events`, so a reload does not empty it) merged with the live events, and
 * filters by kind and by character. A roll's sentence names what was at stake (its request's
 * note, from `campaign.rolls`).
 *
 * The history is read once the live stream has opened: an event committed before that instant
 * is in the history, one after it comes live (both, at the edge: merged by id), and a cut
 * later on is replayed by the stream from its cursor (lib/resumable-sse.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../gql';
import { charactersOf, describeEvent, FEED_KINDS, type FeedKind, feedKindOf } from '../lib/feed-text';
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';

const FeedHistory = graphql(`
  query FeedHistory($campaignId: ID!) {
    campaign(id: $campaignId) {
      id
      events(first: 50) { edges { node { id type payload createdAt } } }
      rolls(first: 50) { edges { node { id requestId request { id note } } } }
    }
  }
`);

const SHOWN = 60;

export function Feed({ campaignId, events, names, opened }: { campaignId: string; events: LiveEvent[]; names: Record<string, string>; opened: boolean }) {
  const { t, locale } = useI18n();
  const [{ data }, refetch] = useQuery({ query: FeedHistory, variables: { campaignId }, pause: !opened, requestPolicy: 'network-only' });
  // A new roll's sentence tells what was at stake (its request's note): read the notes again.
  const rollsSeen = events.filter((e) => e.type === 'roll.resolved').length;
  useEffect(() => {
    if (rollsSeen && opened) refetch({ requestPolicy: 'network-only' });
  }, [rollsSeen]);
  const notes: Record<string, string> = {};
  for (const { node } of data?.campaign?.rolls.edges ?? []) if (node.requestId && node.request?.note) notes[node.requestId] = node.request.note;
  const [kind, setKind] = useState<FeedKind | ''>('');
  const [character, setCharacter] = useState('');
  const history = (data?.campaign?.events?.edges ?? []).map((edge) => edge.node as LiveEvent);
  const seen = new Set(events.map((e) => e.id));
  const all = [...events, ...history.filter((e) => !seen.has(e.id))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .filter((e) => (!kind || feedKindOf(e.type) === kind) && (!character || charactersOf(e).includes(character)))
    .slice(0, SHOWN);
  const time = new Intl.DateTimeFormat(locale === 'FR' ? 'fr-FR' : 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <section aria-labelledby="feed-title" class="feed">
      <h2 id="feed-title">{t.feed}</h2>
      <fieldset class="filters">
        <legend>{t.feedFilters}</legend>
        <label>
          {t.feedKindLabel}{' '}
          <select value={kind} onChange={(e) => setKind(e.currentTarget.value as FeedKind | '')} data-testid="feed-kind">
            <option value="">{t.allKinds}</option>
            {FEED_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.feedKind[k]}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t.characterName}{' '}
          <select value={character} onChange={(e) => setCharacter(e.currentTarget.value)} data-testid="feed-character">
            <option value="">{t.allCharacters}</option>
            {Object.entries(names).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {all.length === 0 && <p>{t.feedEmpty}</p>}
      <ol data-testid="feed">
        {all.map((event) => (
          <li key={event.id} data-type={event.type} data-kind={feedKindOf(event.type)}>
            <time dateTime={event.createdAt}>{time.format(new Date(event.createdAt))}</time> {describeEvent(event, names, t, notes)}
          </li>
        ))}
      </ol>
    </section>
  );
}
