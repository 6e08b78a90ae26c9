/**
 * The app's dictionary is merged from one file per area (web/src/lib/messages): a key two areas
 * both define would silently take the later one's words on the other's screen (it happened: the
 * encounter's "Wound levels" replaced the fatigue form's "Levels").
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS, MESSAGES } from '../../web/src/lib/i18n';

describe('the dictionary areas', () => {
  it('define each key in one area only', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, words] of Object.entries(MESSAGE_AREAS)) {
      for (const key of Object.keys(words.EN)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${area}`);
        else owner.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });

  it('give French words for every English key', () => {
    expect(Object.keys(MESSAGES.FR).sort()).toEqual(Object.keys(MESSAGES.EN).sort());
  });
});
