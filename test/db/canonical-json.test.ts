/**
 * The roll log hashes `canonicalJson` of each entry (src/db/rolls.ts): one byte off and every
 * signed chain breaks. Pinned against an independent oracle, JSON.stringify with every object's
 * keys sorted, over any JSON-like value (dates included, undefined left out of objects).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/db/rolls.js';

/** JSON.stringify, each object rebuilt with its keys in sort order (Dates are already strings here: toJSON runs first). */
const sortedStringify = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v,
  );

const leaf = fc.oneof(fc.string({ unit: 'binary' }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: true }));
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node')), fc.dictionary(fc.string({ unit: 'binary' }), fc.oneof(tie('node'), fc.constant(undefined)))),
})).node;

describe('canonicalJson', () => {
  test('is JSON.stringify with sorted keys, for any value', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(sortedStringify(v));
      }),
    );
  });

  test('a known entry, byte for byte: keys by code unit ("Z" before "a", "10" before "9"), undefined dropped, dates as ISO', () => {
    const entry = { seq: 3, a: [1, undefined, 'é'], Z: { 9: true, 10: null, gone: undefined }, at: new Date('2026-12-04T18:00:00.000Z') };
    expect(canonicalJson(entry)).toBe('{"Z":{"10":null,"9":true},"a":[1,null,"é"],"at":"2026-12-04T18:00:00.000Z","seq":3}');
  });
});
