/** The process's queue of roll writes per character (src/db/roll-queue.ts), pipelined: a roll starts once the one before it is sent. */
import { describe, expect, it } from 'vitest';
import { IN_FLIGHT, laterPlace, RollQueue, type RollTurn } from '../../src/db/roll-queue.js';

/** A promise settled from outside, to hold a task running while others queue. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Lets every queued microtask and timer callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const place = (seq: number) => ({ seq, prevHash: `h${seq - 1}` });

describe('RollQueue', () => {
  it('runs one character’s tasks in the order they came, the next only once the previous is sent or settled', async () => {
    const queue = new RollQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue.run('pc', async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
    });
    const b = queue.run('pc', async () => log.push('b'));
    const c = queue.run('pc', async () => log.push('c'));
    await settle();
    expect(log).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b, c]);
    expect(log).toEqual(['a starts', 'a ends', 'b', 'c']);
  });

  it('starts the next roll as soon as the previous one’s statement is sent, at the place it is writing', async () => {
    const queue = new RollQueue();
    const log: string[] = [];
    const committed = gate();
    const a = queue.run('pc', async (turn) => {
      turn.sent(place(2));
      log.push('a sent');
      await committed.opened;
      turn.wrote(place(2));
      log.push('a written');
    });
    const b = queue.run('pc', async (turn) => {
      log.push(`b starts at ${turn.next?.seq}`);
      return turn.previous();
    });
    await settle();
    // b is on its way while a's statement is still running.
    expect(log).toEqual(['a sent', 'b starts at 2']);
    committed.open();
    await a;
    // previous(): b learns where a's written entry left the chain once a settles.
    await expect(b).resolves.toEqual(place(2));
  });

  it(`keeps at most ${IN_FLIGHT} statements of one character on their way`, async () => {
    expect(IN_FLIGHT).toBe(2);
    const queue = new RollQueue();
    const started: string[] = [];
    const commits = [gate(), gate(), gate()];
    const sender = (name: string, i: number) => async (turn: RollTurn) => {
      started.push(name);
      turn.sent(place(i + 2));
      await commits[i]!.opened;
      turn.wrote(place(i + 2));
    };
    const rolls = ['a', 'b', 'c'].map((name, i) => queue.run('pc', sender(name, i)));
    await settle();
    // b started behind a's sent statement; c waits for a to settle, though b was sent.
    expect(started).toEqual(['a', 'b']);
    commits[1]!.open();
    await rolls[1];
    await settle();
    expect(started).toEqual(['a', 'b']);
    commits[0]!.open();
    await rolls[0];
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    commits[2]!.open();
    await Promise.all(rolls);
  });

  it('after a sent roll that wrote nothing, the next starts at the last place written, not after the missing entry', async () => {
    const queue = new RollQueue();
    await queue.run('pc', async (turn) => {
      turn.sent(place(4));
      turn.wrote(place(4));
    });
    const answered = gate();
    const lost = queue.run('pc', async (turn) => {
      expect(turn.next).toEqual(place(4));
      turn.sent(place(5));
      await answered.opened;
      // The request was answered meanwhile: nothing written.
      return null;
    });
    const after = queue.run('pc', async (turn) => {
      const start = turn.next;
      const previous = await turn.previous();
      return { start, previous, afterwards: turn.next };
    });
    answered.open();
    await lost;
    // It started behind the sent statement (place 5); its predecessor then settled with nothing
    // written, and the lane's place went back to after the last entry written.
    await expect(after).resolves.toEqual({ start: place(5), previous: null, afterwards: place(4) });
    // Once that lane settled, a later roll starts after the last entry written.
    await expect(queue.run('pc', async (turn) => turn.next)).resolves.toEqual(place(4));
  });

  it('does not hold one character’s rolls behind another’s', async () => {
    const queue = new RollQueue();
    const held = gate();
    const slow = queue.run('pc-1', () => held.opened);
    await expect(queue.run('pc-2', async () => 'done')).resolves.toBe('done');
    held.open();
    await slow;
  });

  it('a failed task answers its caller and the next one still runs', async () => {
    const queue = new RollQueue();
    const failed = queue.run('pc', async () => {
      throw new Error('request closed');
    });
    const next = queue.run('pc', async (turn) => ({ previous: await turn.previous() }));
    await expect(failed).rejects.toThrow('request closed');
    await expect(next).resolves.toEqual({ previous: null });
  });

  it('counts only the first sent place, drops the lane once idle and keeps only its last written place', async () => {
    const queue = new RollQueue();
    const first = queue.run('pc', async (turn) => {
      expect(turn.next).toBeNull();
      turn.sent(place(5));
      // A retry's send does not move the place handed on.
      turn.sent(place(9));
      turn.wrote(place(5));
    });
    const second = queue.run('pc', async (turn) => turn.next);
    expect(queue.size).toBe(1);
    await first;
    await expect(second).resolves.toEqual(place(5));
    expect(queue.size).toBe(0);
    // A request that read its head while the last roll was being written joins a new lane one
    // place behind: the lane starts from the last place this process wrote (laterPlace keeps
    // the read when another process went further; the statement guards it either way).
    await expect(queue.run('pc', async (turn) => turn.next)).resolves.toEqual(place(5));
    expect(queue.size).toBe(0);
    await expect(queue.run('other', async (turn) => turn.next)).resolves.toBeNull();
  });

  it('laterPlace keeps the place further along the chain', () => {
    const read = { seq: 3, prevHash: 'h2' };
    expect(laterPlace(read, null)).toBe(read);
    expect(laterPlace(read, { seq: 7, prevHash: 'h6' })).toEqual({ seq: 7, prevHash: 'h6' });
    expect(laterPlace(read, { seq: 2, prevHash: 'h1' })).toBe(read);
  });
});
