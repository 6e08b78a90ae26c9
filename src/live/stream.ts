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
import { eventCharacters, mayReceive, standing } from './visibility.js';
import type { Audience } from './feed.js';
import { formatPosition, type Position } from './position.js';

export interface StreamOptions {
  hub: LiveHub;
  db: Db;
  campaignId: string;
  userId: string;
  keyHash: string;
  /** Replay what is after this position (src/live/position.ts); null = live only, from the hub's cursor. */
  after: Position | null;
  /**
   * A live-only start from the campaign's outbox end as committed when it opened (`after` at or
   * below it): events up to it are not news and are not sent — unless the hub delivers one late,
   * committed after a later one (it may have committed after this stream opened).
   */
  silentUpTo?: number;
  /** The typed subscriptions' own filter (type, character, encounter), after visibility. */
  accept?: (event: LiveEvent, role: Role, audience: Audience) => boolean;
  /** Told the stream's position just before each event is yielded (the SSE `id:`, the event's `cursor`). */
  onCursor?: (cursor: string) => void;
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

  // Where the stream stands (src/live/position.ts): every sequence at or below `floor` handled,
  // and those in `done` above it. A campaign hub may deliver an event late, below one already
  // sent: it is then sent once, and the position sent with it names both, so a resume from
  // either event's id replays what it had not received (issue 38 item 10).
  const lateFloor = o.hub.lateFloor;
  let floor = o.after?.floor ?? upTo;
  const done = new Set<number>(o.after?.above ?? []);
  const silentUpTo = o.silentUpTo ?? 0;
  const raise = (below: number) => {
    if (below <= floor) return;
    floor = below;
    for (const seq of done) if (seq <= floor) done.delete(seq);
  };
  /** `seq` is handled (sent, or filtered out); everything at or below `below` is too. */
  const handled = (seq: number, below: number) => {
    // Only listed while above the floor once raised: an event read in order (every replayed one,
    // every one on Node) never enters the set, which then stays empty.
    if (seq > floor && seq > below) done.add(seq);
    raise(below);
  };
  /** The position to send with the event about to be yielded (a bare floor while none is listed above it). */
  const position = (): string => {
    const cursor = done.size ? formatPosition(floor, done) : String(floor);
    o.onCursor?.(cursor);
    return cursor;
  };
  /** A live event is the hub's, shared by every subscriber: this stream's cursor goes on a copy. */
  const sent = (event: LiveEvent): LiveEvent => ({ ...event, cursor: position() });

  async function* run(): AsyncGenerator<LiveEvent> {
    let last = floor;
    // Replay: what was committed after the client's position, up to where live delivery starts.
    if (o.after !== null) {
      // A cursor at or past the hub's has nothing to replay (a new live-only stream's, usually).
      let size = FIRST_PAGE;
      while (last < upTo) {
        const rows = await campaignEventsBetween(o.db, o.campaignId, last, upTo, size);
        if (!rows.length) break;
        // Who may see what, once for the page: the members and keys, and every character the
        // page's events name (a superset for each event: only its own names are looked up).
        // The subscriber's standing is the same for the whole page, so it is judged once.
        const named = rows.map((row) => eventCharacters(row.type, row.payload));
        const ids = new Set<string>();
        for (const names of named) for (const id of names) ids.add(id);
        const audience = await loadAudience(o.db, o.campaignId, [...ids]);
        const role = standing(audience, o.userId, o.keyHash);
        if (!role) return;
        const shared = () => Promise.resolve(audience);
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          last = row.seq;
          if (done.has(row.seq)) continue;
          // Read in order: what is below it and the hub's floor is handled (Node: all of it).
          handled(row.seq, Math.min(row.seq, lateFloor));
          if (row.seq <= silentUpTo) continue;
          if (!mayReceive(row.type, named[i]!, audience, role)) continue;
          // This stream's own object (the row was read for it alone): its cursor is set on it, no copy.
          const event: LiveEvent = { ...row, named: named[i]!, audience: shared };
          if (!o.accept || o.accept(event, role, audience)) {
            event.cursor = position();
            yield event;
          }
        }
        if (rows.length < size || closed) break;
        size = REPLAY_PAGE;
      }
      // Below the hub's floor when this stream registered, what was committed is replayed now
      // and what was not never comes: the position's floor moves up to it.
      if (!closed) raise(Math.min(lateFloor, upTo));
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
      if (event.seq <= floor || done.has(event.seq)) continue;
      handled(event.seq, event.floor ?? event.seq);
      // Committed before a live-only stream opened: not news (a late one may be).
      if (event.seq <= silentUpTo && !event.late) continue;
      const verdict = await judge(event);
      if (verdict === 'END') return;
      if (verdict === 'YIELD') {
        idleDeadline = Date.now() + o.hub.limits.idleMs;
        yield sent(event);
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
