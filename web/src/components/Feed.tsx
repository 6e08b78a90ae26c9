/** The live feed: the campaign's events as they are committed, newest first. */
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';

export function Feed({ events, names }: { events: LiveEvent[]; names: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="feed-title" class="feed">
      <h2 id="feed-title">{t.feed}</h2>
      <ol aria-live="polite" data-testid="feed">
        {events.map((event) => (
          <li key={event.id} data-type={event.type}>
            <time>{new Date(event.createdAt).toLocaleTimeString()}</time> {describe(event, names, t)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function describe(event: LiveEvent, names: Record<string, string>, t: ReturnType<typeof useI18n>['t']): string {
  const p = (event.payload ?? {}) as Record<string, unknown>;
  const who = typeof p.characterId === 'string' ? (names[p.characterId] ?? '') : '';
  if (event.type === 'roll.resolved' && typeof p.success === 'boolean') {
    const verdict = p.success ? t.success : t.failure;
    const die = typeof p.die === 'number' ? ` vs D${p.die}` : '';
    const score = typeof p.score === 'number' ? ` ${t.score} ${p.score}` : '';
    const rolled = typeof p.roll === 'number' ? ` (${p.roll})` : '';
    return `${who}:${score}${die}${rolled} → ${verdict}`;
  }
  if (event.type === 'fairness.revealed' && typeof p.epoch === 'number') return t.seedRevealed(p.epoch);
  return `${event.type}${who ? ` — ${who}` : ''}`;
}
