/**
 * One subscriber's stream: replay from the outbox after its cursor, then live events, with no
 * gap and no duplicate — it registers with the hub first (buffering), replays up to the hub's
 * cursor at that instant, then drains live events above it. Every event is checked against the
 * subscriber's standing (key still valid, still a member) and role before it is yielded.
 */
import type { Role } from '../db/access.js';
import type { Db } from '../db/client.js';
import { campaignEventsBetween, loadAudience } from './feed.js';
import type { LiveEvent, LiveHub } from './hub.js';
import { mayReceive, namedCharacters, standing } from './visibility.js';
import type { Audience } from './feed.js';

export interface StreamOptions {
  hub: LiveHub;
  db: Db;
  campaignId: string;
  userId: string;
  keyHash: string;
  /** Replay events after this sequence; null = live only. */
  after: number | null;
  /** The typed subscriptions' own filter (type, character, encounter), after visibility. */
  accept?: (event: LiveEvent, role: Role, audience: Audience) => boolean;
  /** Told the cursor of each event just before it is yielded (the SSE `id:`). */
  onCursor?: (seq: number) => void;
}

/** Events per replay read: one outbox read and one audience read per page, not per event. */
export const REPLAY_PAGE = 500;
/**
 * The first page is smaller: the first event waits for its whole page (read, parsed, judged),
 * so a long replay starts sooner, for one more page's reads (issue 26 item 8: a first page of
 * 100 against 500 brought the first event of a 10,000-event resume from 71 to 42 ms median on
 * PGlite and 47 to 37 ms on the Postgres server, per event unchanged; docs/live.md).
 */
export const FIRST_PAGE = 100;

/** An async iterator whose `return()` ends it at once, even while it waits for an event. */
export function openStream(o: StreamOptions): AsyncIterableIterator<LiveEvent> {
  const release = o.hub.acquire(o.campaignId, o.keyHash);
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  const unsubscribe = o.hub.subscribe(o.campaignId, (event) => {
    queue.push(event);
    wake?.();
  });
  const upTo = o.hub.cursor;
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    release();
    wake?.();
  };

  /** Waits for a live event, the recheck interval, or close; true when the idle limit is reached. */
  const waitForEvent = (idleDeadline: number) =>
    new Promise<boolean>((resolve) => {
      const ms = Math.max(0, Math.min(idleDeadline - Date.now(), o.hub.limits.recheckMs));
      const timer = setTimeout(() => {
        wake = null;
        resolve(Date.now() >= idleDeadline);
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve(false);
      };
    });

  // Events replayed that the hub could still deliver late (campaign hubs only): not twice.
  const lateFloor = o.hub.lateFloor;
  const replayed = new Set<number>();
  /** The cursor only moves forward: a late event must not send a resume back over later ones. */
  let cursor = o.after ?? 0;
  const emit = (seq: number) => {
    cursor = Math.max(cursor, seq);
    o.onCursor?.(cursor);
  };

  async function* run(): AsyncGenerator<LiveEvent> {
    let last = o.after ?? upTo;
    // Replay: what was committed after the client's cursor, up to where live delivery starts.
    if (o.after !== null) {
      // A cursor at or past the hub's has nothing to replay (a new live-only stream's, usually).
      let size = FIRST_PAGE;
      while (last < upTo) {
        const rows = await campaignEventsBetween(o.db, o.campaignId, last, upTo, size);
        if (!rows.length) break;
        // Who may see what, once for the page: the members and keys, and every character the
        // page's events name (a superset for each event: only its own names are looked up).
        // The subscriber's standing is the same for the whole page, so it is judged once.
        const named = rows.map((row) => namedCharacters(row.payload));
        const ids = new Set<string>();
        for (const names of named) for (const id of names) ids.add(id);
        const audience = await loadAudience(o.db, o.campaignId, [...ids]);
        const role = standing(audience, o.userId, o.keyHash);
        if (!role) return;
        const shared = () => Promise.resolve(audience);
        for (const [i, row] of rows.entries()) {
          const event: LiveEvent = { ...row, named: named[i]!, audience: shared };
          last = row.seq;
          if (row.seq > lateFloor) replayed.add(row.seq);
          if (mayReceive(event.type, event.named, audience, role) && (!o.accept || o.accept(event, role, audience))) {
            emit(row.seq);
            yield event;
          }
        }
        if (rows.length < size || closed) break;
        size = REPLAY_PAGE;
      }
      last = Math.max(last, upTo);
    }
    let idleDeadline = Date.now() + o.hub.limits.idleMs;
    while (!closed) {
      const event = queue.shift();
      if (!event) {
        if (await waitForEvent(idleDeadline)) return;
        // A quiet stream still notices a deleted key or a member who left.
        if (!queue.length && !closed && !(await stillStanding())) return;
        continue;
      }
      if (event.late ? replayed.has(event.seq) : event.seq <= last) continue;
      last = Math.max(last, event.seq);
      const verdict = await judge(event);
      if (verdict === 'END') return;
      if (verdict === 'YIELD') {
        idleDeadline = Date.now() + o.hub.limits.idleMs;
        emit(event.seq);
        yield event;
      }
    }
  }

  async function judge(event: LiveEvent): Promise<'YIELD' | 'SKIP' | 'END'> {
    const audience = await event.audience();
    const role = standing(audience, o.userId, o.keyHash);
    if (!role) return 'END';
    if (!mayReceive(event.type, event.named, audience, role)) return 'SKIP';
    return !o.accept || o.accept(event, role, audience) ? 'YIELD' : 'SKIP';
  }

  async function stillStanding(): Promise<boolean> {
    const probe = o.hub.wrap({ id: '', seq: 0, campaignId: o.campaignId, type: '', payload: {}, createdAt: new Date(0) });
    return standing(await probe.audience(), o.userId, o.keyHash) !== null;
  }

  const generator = run();
  const iterator: AsyncIterableIterator<LiveEvent> = {
    async next() {
      if (closed) return { done: true, value: undefined };
      const step = await generator.next();
      if (step.done) close();
      return step;
    },
    async return() {
      close();
      await generator.return(undefined);
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      close();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}
