/**
 * Which characters an event names (src/live/visibility.ts): the replay decodes only strings long
 * enough to be a `Character` global id, and that shortcut must never miss one — a missed name
 * would let a player receive an NPC's event.
 */
import { describe, expect, it } from 'vitest';
import { eventCharacters, namedCharacters } from '../../src/live/visibility.js';

const uuid = '0f3c6a2e-8b1d-4c7e-9a55-3d2b1c0e9f47';
const globalId = btoa(`Character:${uuid}`);

describe('namedCharacters', () => {
  it('finds a Character id wherever the payload puts it, padded, unpadded or with the whitespace atob skips', () => {
    const unpadded = globalId.replace(/=+$/, '');
    expect(unpadded).toHaveLength(62);
    const spaced = ` ${globalId.slice(0, 20)}\n${globalId.slice(20)} `;
    for (const id of [globalId, unpadded, spaced]) {
      expect([...namedCharacters({ characterId: id })]).toEqual([uuid]);
      expect([...namedCharacters({ targets: [{ id }], note: 'x' })]).toEqual([uuid]);
    }
  });

  it('ignores other ids, short strings and a Character id one character short', () => {
    expect(namedCharacters({ rollId: btoa(`Roll:${uuid}`), type: 'PASSING', n: 3, name: 'Pip' }).size).toBe(0);
    expect(namedCharacters({ characterId: globalId.replace(/=+$/, '').slice(0, 61) }).size).toBe(0);
    expect(namedCharacters({ characterId: btoa(`Character:${uuid.slice(1)}`) }).size).toBe(0);
  });
});

describe('eventCharacters', () => {
  const npc = btoa('Character:11111111-2222-4333-8444-555555555555');
  it('an NPC’s announced spell names its targets, not its caster: the GM told the table (docs/rules.md §6 decision 58)', () => {
    const payload = { casterId: npc, characterId: npc, casterName: 'Grohk', targets: [{ characterId: globalId, name: 'Pip' }], characterIds: [globalId] };
    expect([...eventCharacters('spell.announced', payload)]).toEqual([uuid]);
    // Any other event naming the NPC stays NPC-derived.
    expect(eventCharacters('spell.cast', payload).size).toBe(2);
  });
});
