/**
 * The awards job's plan (src/jobs/awards-plan.ts) without a database: which sources and which
 * range of their participants each batch is handed, when a source is marked, how campaigns pack.
 */
import { describe, expect, it } from 'vitest';
import { type PlanRow, planBatches } from '../../src/jobs/awards-plan.js';

const row = (campaign: string, kind: PlanRow['kind'], id: string, part: number | null, characters: number | null, hi: string | null): PlanRow => ({
  kind,
  id,
  campaign_id: campaign,
  title: id,
  bonus: kind === 'SCENARIO',
  part,
  characters,
  hi,
});

describe('planBatches', () => {
  it('walks a campaign bigger than a batch range by range, each bounded by the last character of the one before', () => {
    // 7 characters, batches of 3: ranges (…, c3], (c3, c6], (c6, …), the session and scenario in each.
    const rows = [
      row('A', 'SCENARIO', 'sc', 0, 3, 'c3'),
      row('A', 'SESSION', 's', 0, 3, 'c3'),
      row('A', 'SCENARIO', 'sc', 1, 3, 'c6'),
      row('A', 'SESSION', 's', 1, 3, 'c6'),
      row('A', 'SCENARIO', 'sc', 2, 1, null),
      row('A', 'SESSION', 's', 2, 1, null),
    ];
    const batches = planBatches(rows, 3);
    expect(batches.map((b) => b.characters)).toEqual([3, 3, 1]);
    expect(batches.map((b) => b.items.map((i) => [i.id, i.lo, i.hi, i.mark]))).toEqual([
      [
        ['sc', null, 'c3', false],
        ['s', null, 'c3', false],
      ],
      [
        ['sc', 'c3', 'c6', false],
        ['s', 'c3', 'c6', false],
      ],
      [
        ['sc', 'c6', null, true],
        ['s', 'c6', null, true],
      ],
    ]);
  });

  it("marks a source in the batch of the last range it has participants in, not the campaign's last", () => {
    const rows = [row('A', 'SESSION', 'early', 0, 2, 'c2'), row('A', 'SESSION', 'both', 0, 2, 'c2'), row('A', 'SESSION', 'both', 1, 1, null)];
    const [first, second] = planBatches(rows, 2);
    expect(first!.items.map((i) => [i.id, i.mark])).toEqual([
      ['early', true],
      ['both', false],
    ]);
    expect(second!.items.map((i) => [i.id, i.lo, i.hi, i.mark])).toEqual([['both', 'c2', null, true]]);
  });

  it('packs whole small campaigns into one batch up to the batch size, each unbounded and marked', () => {
    const rows = [
      row('A', 'SCENARIO', 'a1', 0, 2, null),
      row('A', 'SESSION', 'a2', 0, 2, null),
      row('B', 'SESSION', 'b1', 0, 2, 'b-last'),
      row('C', 'SESSION', 'c1', 0, 3, null),
    ];
    const batches = planBatches(rows, 4);
    expect(batches.map((b) => [b.characters, b.items.map((i) => i.id)])).toEqual([
      [4, ['a1', 'a2', 'b1']],
      [3, ['c1']],
    ]);
    // A campaign's only range is open-ended even when it is exactly full (its hi is known).
    expect(batches.flatMap((b) => b.items).every((i) => i.lo === null && i.hi === null && i.mark)).toBe(true);
  });

  it('a source without participants rides along with its campaign (as its range 0) and is marked', () => {
    const rows = [row('A', 'SESSION', 'empty', null, null, null), row('A', 'SESSION', 's', 0, 2, 'c2'), row('A', 'SESSION', 's', 1, 1, null)];
    const batches = planBatches(rows, 2);
    expect(batches.map((b) => [b.characters, b.items.map((i) => [i.id, i.lo, i.hi, i.mark])])).toEqual([
      [
        2,
        [
          ['empty', null, 'c2', true],
          ['s', null, 'c2', false],
        ],
      ],
      [1, [['s', 'c2', null, true]]],
    ]);
  });

  it('caps a packed batch at the batch size in sources too (campaigns whose sources have no SMS participants count no characters)', () => {
    const rows = ['A', 'B', 'C'].map((c) => row(c, 'SESSION', `${c}1`, null, null, null));
    expect(planBatches(rows, 2).map((b) => b.items.map((i) => i.id))).toEqual([['A1', 'B1'], ['C1']]);
  });

  it('nothing pending, no batch', () => {
    expect(planBatches([], 2500)).toEqual([]);
  });
});
