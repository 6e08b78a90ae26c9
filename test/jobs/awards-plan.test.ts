/**
 * The awards job's plan (src/jobs/awards-plan.ts) without a database: which characters of
 * which sources each batch is handed, when a source is marked, and how it is told.
 */
import { describe, expect, it } from 'vitest';
import { type PendingSource, planBatches } from '../../src/jobs/awards-plan.js';

const source = (campaign: string, kind: PendingSource['kind'], id: string, participants: string[]): PendingSource => ({
  kind,
  id,
  campaignId: campaign,
  title: id,
  bonus: kind === 'SCENARIO',
  participants: [...participants].sort(),
});

describe('planBatches', () => {
  it("cuts every pending participant, by character id across campaigns, into batches of whole characters", () => {
    // Two parties whose ids interleave: batches follow the ids, not the parties.
    const sources = [source('A', 'SESSION', 'a', ['c1', 'c3', 'c5']), source('A', 'SCENARIO', 'as', ['c1', 'c3', 'c5']), source('B', 'SESSION', 'b', ['c2', 'c4'])];
    const batches = planBatches(sources, 2);
    expect(batches.map((b) => b.characters)).toEqual([2, 2, 1]);
    expect(batches.map((b) => b.sources.map((s) => [s.id, s.characters, s.mark]))).toEqual([
      [
        ['a', ['c1'], false],
        ['as', ['c1'], false],
        ['b', ['c2'], false],
      ],
      [
        ['a', ['c3'], false],
        ['as', ['c3'], false],
        ['b', ['c4'], true],
      ],
      [
        ['a', ['c5'], true],
        ['as', ['c5'], true],
      ],
    ]);
  });

  it('a source that fits in a batch is told whole: the batch that marks it knows its participants in earlier batches', () => {
    const [first, second] = planBatches([source('A', 'SESSION', 's', ['c1', 'c2', 'c3'])], 2);
    expect(first!.sources.map((s) => [s.whole, s.mark, s.earlier])).toEqual([[false, false, []]]);
    expect(second!.sources.map((s) => [s.characters, s.whole, s.mark, s.earlier])).toEqual([[['c3'], false, true, []]]);
    const [, last] = planBatches([source('A', 'SESSION', 's', ['c1', 'c2', 'c3']), source('B', 'SESSION', 'p', ['c2', 'c3'])], 2);
    expect(last!.sources.find((s) => s.id === 'p')).toMatchObject({ characters: ['c3'], whole: true, mark: true, earlier: ['c2'] });
  });

  it('a source bigger than a batch is told in parts, one event per batch: no participants carried over', () => {
    const batches = planBatches([source('A', 'SESSION', 'table', ['c1', 'c2', 'c3', 'c4', 'c5'])], 2);
    expect(batches.map((b) => b.sources.map((s) => [s.characters, s.whole, s.mark, s.earlier]))).toEqual([
      [[['c1', 'c2'], false, false, []]],
      [[['c3', 'c4'], false, false, []]],
      [[['c5'], false, true, []]],
    ]);
  });

  it('sources without participants ride in the first batch and are marked; alone, in batches of the batch size', () => {
    const withOthers = planBatches([source('A', 'SESSION', 'empty', []), source('A', 'SESSION', 's', ['c1', 'c2', 'c3'])], 2);
    expect(withOthers[0]!.sources.map((s) => [s.id, s.mark])).toEqual([
      ['empty', true],
      ['s', false],
    ]);
    const alone = planBatches(['A', 'B', 'C'].map((c) => source(c, 'SESSION', `${c}1`, [])), 2);
    expect(alone.map((b) => b.sources.map((s) => s.id))).toEqual([['A1', 'B1'], ['C1']]);
  });

  it('nothing pending, no batch', () => {
    expect(planBatches([], 2500)).toEqual([]);
  });
});
