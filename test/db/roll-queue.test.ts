/** The process's queue of roll writes per character (src/db/roll-queue.ts). */
import { describe, expect, it } from 'vitest';
import { laterPlace, RollQueue } from '../../src/db/roll-queue.js';

/** A promise settled from outside, to hold a task running while others queue. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('RollQueue', () => {
  it('runs one character’s tasks one at a time, in the order they came', async () => {
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
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b, c]);
    expect(log).toEqual(['a starts', 'a ends', 'b', 'c']);
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
    const next = queue.run('pc', async () => 'next');
    await expect(failed).rejects.toThrow('request closed');
    await expect(next).resolves.toBe('next');
  });

  it('hands each task the place the previous one left, drops the lane once idle and keeps only its last place', async () => {
    const queue = new RollQueue();
    const first = queue.run('pc', async (lane) => {
      expect(lane.next).toBeNull();
      lane.next = { seq: 5, prevHash: 'h4' };
    });
    const second = queue.run('pc', async (lane) => lane.next);
    expect(queue.size).toBe(1);
    await first;
    await expect(second).resolves.toEqual({ seq: 5, prevHash: 'h4' });
    expect(queue.size).toBe(0);
    // A request that read its head while the last roll was being written joins a new lane one
    // place behind: the lane starts from the last place this process wrote (laterPlace keeps
    // the read when another process went further; the statement guards it either way).
    await expect(queue.run('pc', async (lane) => lane.next)).resolves.toEqual({ seq: 5, prevHash: 'h4' });
    expect(queue.size).toBe(0);
    await expect(queue.run('other', async (lane) => lane.next)).resolves.toBeNull();
  });

  it('laterPlace keeps the place further along the chain', () => {
    const read = { seq: 3, prevHash: 'h2' };
    expect(laterPlace(read, null)).toBe(read);
    expect(laterPlace(read, { seq: 7, prevHash: 'h6' })).toEqual({ seq: 7, prevHash: 'h6' });
    expect(laterPlace(read, { seq: 2, prevHash: 'h1' })).toBe(read);
  });
});
