/**
 * Where a live stream stands, as its SSE `id` and each event's `cursor` say it (issue 38 item 10;
 * docs/live.md §No event lost). A campaign hub (a Workers Durable Object) may deliver an event
 * late, after one with a higher sequence: a bare "last sequence" id would then either move back
 * or, as it did, be reused, and a resume from the earlier event's id skipped the late one.
 *
 * A position is `floor` — every sequence at or below it is handled (sent, filtered out, or known
 * never to come) — and `above`, the sequences above the floor already handled. Written `12` when
 * nothing is above the floor (Node, always: its hub delivers in order), else `12.15.16`. A resume
 * replays what is above the floor and not listed, so an event committed late is replayed whether
 * the client cut before or after it. Each event a stream sends adds its sequence to the set a
 * position stands for, so no two events of a stream carry the same id.
 */

export interface Position {
  floor: number;
  /** Handled sequences above `floor`, ascending. */
  above: readonly number[];
}

/** The most sequences a position lists above its floor (a second of one campaign's events). */
export const POSITION_ABOVE_MAX = 2000;

export function formatPosition(floor: number, above: Iterable<number>): string {
  const listed = [...above].filter((seq) => seq > floor).sort((a, b) => a - b);
  return listed.length ? `${floor}.${listed.join('.')}` : String(floor);
}

/** A position a stream sent (or a bare sequence), or null for anything else. */
export function parsePosition(text: string): Position | null {
  const parts = text.split('.');
  if (parts.length > POSITION_ABOVE_MAX + 1 || !parts.every((part) => /^\d{1,15}$/.test(part))) return null;
  const [floor, ...above] = parts.map(Number) as [number, ...number[]];
  for (const [i, seq] of above.entries()) if (seq <= (i ? above[i - 1]! : floor)) return null;
  return { floor, above };
}
