/**
 * The live hub of one Node process: reads the outbox in sequence order after each commit
 * signal (LISTEN/NOTIFY, see node.ts) and hands every new event to the subscribers of its
 * campaign. The outbox is the only source: a signal only says "read now", so a lost signal
 * delays an event (until the next signal or the poll) but never loses it.
 *
 * Sequences are taken at insert and may commit out of order (seq 11 visible before seq 10).
 * The hub delivers strictly in sequence order: on a hole it holds back later events until the
 * hole fills or `settleMs` passes (then the number belonged to a rolled-back write). A
 * reconnecting client replays from the outbox by its cursor (stream.ts). docs/live.md.
 */
import type { Db } from '../db/client.js';
import { logError } from '../primitives/log.js';
import { type Audience, eventsAfter, headSeq, loadAudience, type OutboxRow } from './feed.js';
import { eventCharacters } from './visibility.js';

/** An event as subscribers get it: the row, the characters it names, who may see it now. */
export interface LiveEvent extends OutboxRow {
  named: Set<string>;
  /** Committed after a later sequence was delivered (campaign hubs only; see `readCampaign`). */
  late?: boolean;
  /**
   * Campaign hubs: the hub's floor when it read this event. Every sequence at or below it was
   * delivered before this event, or will never be (src/live/position.ts). Node: the event's own
   * sequence (its hub delivers in order).
   */
  floor?: number;
  /** The stream's position once this event is handled (src/live/position.ts): its SSE id and `cursor`. */
  cursor?: string;
  /** Read once per event, shared by all its subscribers (memberships, keys, named characters). */
  audience(): Promise<Audience>;
}

export interface LiveLimits {
  /** Open subscriptions per API key (one user's tabs and devices). */
  perKey: number;
  /** Open subscriptions per campaign in this process (Node) or Durable Object (Workers). */
  perCampaign: number;
  /** A stream with no event for this long is closed; the client reconnects with its cursor. */
  idleMs: number;
  /** How often a quiet stream checks that its key and membership still hold. */
  recheckMs: number;
  /** SSE comment lines this often keep idle connections open through proxies. */
  heartbeatMs: number;
}

export const DEFAULT_LIMITS: LiveLimits = { perKey: 20, perCampaign: 500, idleMs: 30 * 60_000, recheckMs: 60_000, heartbeatMs: 15_000 };

export interface HubOptions {
  /**
   * Workers: the one campaign this hub (its Durable Object) serves. Its sequence has holes
   * (other campaigns' events), so it cannot wait on them: it re-reads the last `settleMs` of
   * the campaign's outbox and delivers a late commit late instead; see docs/live.md.
   */
  campaignId?: string;
  settleMs?: number;
  /** Safety net for signals lost while a listener reconnects; 0 = off. */
  pollMs?: number;
  limits?: Partial<LiveLimits>;
}

type Listener = (event: LiveEvent) => void;

/** Announced sequences of unfollowed campaigns remembered at most (a rolled-back one blocks the walk). */
const PASSED_CAP = 10_000;

export class LimitReached extends Error {
  constructor(readonly scope: 'KEY' | 'CAMPAIGN', readonly limit: number) {
    super(scope === 'KEY' ? `At most ${limit} open subscriptions per API key.` : `At most ${limit} open subscriptions per campaign.`);
  }
}

export class LiveHub {
  readonly limits: LiveLimits;
  private head = 0;
  private readonly settleMs: number;
  private readonly campaignId: string | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly perKey = new Map<string, number>();
  private reading: Promise<void> | null = null;
  private again = false;
  /** A signal during the read named no sequence (a reconnect, the poll): read again whatever the head. */
  private againAll = false;
  /** The highest sequence a signal named for a campaign with subscribers, since the read began. */
  private wanted = 0;
  /**
   * Sequences announced for campaigns nobody here follows: the head moves over them without a
   * read once it reaches them (they may commit out of order). Bounded: past the cap they are
   * forgotten and the next read walks over them.
   */
  private readonly passed = new Set<number>();
  /** Passed sequences were forgotten at the cap: the head is behind them until the next read. */
  private lost = false;
  /**
   * The head has not reached every sequence announced (a hole below passed ones, or the cap):
   * a new subscriber then makes the hub read, else its campaign's events among them would wait
   * for the campaign's next signal.
   */
  private get behind(): boolean {
    return this.passed.size > 0 || this.lost;
  }
  /** Outbox reads and commit signals so far (`npm run bench` prints reads per committed event). */
  readonly stats = { reads: 0, signals: 0 };
  private hole: { seq: number; since: number } | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  /** Campaign hubs: sequences above `floor` already delivered, with when they were first seen. */
  private readonly seen = new Map<number, number>();
  private floor = 0;

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.settleMs = options.settleMs ?? 1000;
    this.campaignId = options.campaignId;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    const pollMs = options.pollMs ?? 5000;
    if (pollMs > 0) {
      this.pollTimer = setInterval(() => {
        if (this.listeners.size) this.poke();
      }, pollMs);
      unref(this.pollTimer);
    }
  }

  /** Start from the outbox's current end: earlier events are replayed per stream, on request. */
  async start(): Promise<this> {
    this.head = await headSeq(this.db, this.campaignId);
    this.floor = this.head;
    return this;
  }

  /** The last sequence handed to subscribers: a new stream replays up to it, then goes live. */
  get cursor(): number {
    return this.head;
  }

  /** Below this, no event can arrive late: a stream need remember only replayed events above it. */
  get lateFloor(): number {
    return this.campaignId ? this.floor : this.head;
  }

  /**
   * The commit signal of one event (the outbox trigger's NOTIFY payload, `<campaign>:<seq>`).
   * Read only when someone here follows that campaign; a burst of signals is one read (the read
   * waits a turn of the event loop, one read is in flight at a time, and a signal for a
   * sequence the read already passed asks for nothing). A payload it cannot parse is a `poke`.
   */
  signal(payload: string): void {
    this.stats.signals++;
    const colon = payload.lastIndexOf(':');
    const seq = Number(payload.slice(colon + 1));
    const campaignId = payload.slice(0, colon);
    if (colon < 1 || !Number.isSafeInteger(seq) || seq < 1) {
      this.poke();
      return;
    }
    if (seq <= this.head) return;
    if (!this.listeners.has(campaignId)) {
      // Nobody here follows it: no read. The head steps over it once every number below is in.
      if (this.passed.size >= PASSED_CAP) {
        this.passed.clear();
        this.lost = true;
      }
      this.passed.add(seq);
      if (!this.reading) this.stepOverPassed();
      return;
    }
    this.wanted = Math.max(this.wanted, seq);
    this.request(false);
  }

  /** Something was committed, or may have been (a reconnect, the poll): read the outbox. */
  poke(): void {
    this.request(true);
  }

  private request(all: boolean): void {
    if (this.reading) {
      this.again = true;
      if (all) this.againAll = true;
      return;
    }
    this.reading = this.readSoon()
      // Through the redaction point: a failed read's message carries its parameters (src/primitives/log.ts).
      .catch((error) => logError('live: outbox read failed', error))
      .finally(() => {
        this.reading = null;
        this.stepOverPassed();
        // Only a signal for a sequence this read did not reach (or a poke) asks for another.
        const again = this.again && (this.againAll || this.wanted > this.head);
        this.again = false;
        this.againAll = false;
        if (again) this.request(true);
      });
  }

  /** One turn of the event loop first: the other signals of the same burst join this read. */
  private async readSoon(): Promise<void> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    this.wanted = 0;
    this.lost = false;
    this.stats.reads++;
    await this.readAll();
  }

  /** Move the head over announced sequences of campaigns nobody here follows (Node hub only). */
  private stepOverPassed(): void {
    if (this.campaignId) return;
    while (this.passed.delete(this.head + 1)) {
      this.head++;
      this.hole = null;
    }
    for (const seq of this.passed) if (seq <= this.head) this.passed.delete(seq);
  }

  /** Resolves once everything signalled so far has been read (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.reading) await this.reading;
  }

  subscribe(campaignId: string, listener: Listener): () => void {
    const set = this.listeners.get(campaignId) ?? new Set<Listener>();
    this.listeners.set(campaignId, set);
    set.add(listener);
    if (this.behind) this.poke();
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(campaignId);
    };
  }

  /** Count one more open stream for the key and the campaign, or refuse past the caps. */
  acquire(campaignId: string, keyHash: string): () => void {
    const forKey = this.perKey.get(keyHash) ?? 0;
    if (forKey >= this.limits.perKey) throw new LimitReached('KEY', this.limits.perKey);
    if ((this.listeners.get(campaignId)?.size ?? 0) >= this.limits.perCampaign) throw new LimitReached('CAMPAIGN', this.limits.perCampaign);
    this.perKey.set(keyHash, forKey + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.perKey.get(keyHash) ?? 1) - 1;
      if (n > 0) this.perKey.set(keyHash, n);
      else this.perKey.delete(keyHash);
    };
  }

  /** Wrap a row for subscribers (also used for replayed rows). */
  wrap(row: OutboxRow): LiveEvent {
    const named = eventCharacters(row.type, row.payload);
    let audience: Promise<Audience> | null = null;
    return { ...row, named, audience: () => (audience ??= loadAudience(this.db, row.campaignId, [...named])) };
  }

  close(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.listeners.clear();
  }

  private async readAll(): Promise<void> {
    if (this.campaignId) return this.readCampaign(this.campaignId);
    for (;;) {
      const rows = await eventsAfter(this.db, this.head, 500, this.campaignId);
      for (const row of rows) {
        // Stepped over already (an announced sequence of a campaign nobody here followed).
        if (row.seq <= this.head) continue;
        if (!this.campaignId && row.seq !== this.head + 1 && !this.holeSettled(this.head + 1)) return;
        this.hole = null;
        this.head = row.seq;
        const listeners = this.listeners.get(row.campaignId);
        if (!listeners?.size) continue;
        const event = this.wrap(row);
        for (const listener of listeners) listener(event);
      }
      if (rows.length < 500) return;
    }
  }

  /**
   * A campaign hub re-reads from `floor`, the highest sequence first seen at least `settleMs`
   * ago: a number committed late (below one already delivered) is found and delivered then,
   * marked `late`; one never committed is given up once the window has passed it.
   */
  private async readCampaign(campaignId: string): Promise<void> {
    const now = Date.now();
    const floor = this.floor;
    let from = floor;
    for (;;) {
      const rows = await eventsAfter(this.db, from, 500, campaignId);
      for (const row of rows) {
        if (this.seen.has(row.seq)) continue;
        this.seen.set(row.seq, now);
        const late = row.seq < this.head;
        this.head = Math.max(this.head, row.seq);
        const listeners = this.listeners.get(row.campaignId);
        if (!listeners?.size) continue;
        const event: LiveEvent = { ...this.wrap(row), late, floor };
        for (const listener of listeners) listener(event);
      }
      if (rows.length < 500) break;
      from = rows[rows.length - 1]!.seq;
    }
    for (const [seq, at] of this.seen) if (at <= now - this.settleMs) this.floor = Math.max(this.floor, seq);
    for (const seq of this.seen.keys()) if (seq <= this.floor) this.seen.delete(seq);
  }

  /** Has the hole starting at `seq` waited long enough to be a rolled-back write? */
  private holeSettled(seq: number): boolean {
    const now = Date.now();
    if (this.hole?.seq !== seq) this.hole = { seq, since: now };
    const wait = this.hole.since + this.settleMs - now;
    if (wait <= 0) return true;
    if (!this.settleTimer) {
      this.settleTimer = setTimeout(() => {
        this.settleTimer = null;
        this.poke();
      }, wait);
      unref(this.settleTimer);
    }
    return false;
  }
}

/** Node: a timer that must not keep the process alive (Workers timers have no such notion). */
function unref(timer: unknown): void {
  (timer as { unref?: () => void }).unref?.();
}
