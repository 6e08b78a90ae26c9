/** Each trouble told as what it is (issue 39, web/src/lib/error-text.ts): removed, signed out, out of reach. */
import { describe, expect, it } from 'vitest';
import { troubleOf } from '../../web/src/lib/error-text.js';
import { MESSAGES } from '../../web/src/lib/i18n.js';

const refused = (code: string) => ({ graphQLErrors: [{ extensions: { code } }] });

describe('the trouble behind a failed read or a closed stream', () => {
  it('tells a removal, an ended session and a server out of reach apart', () => {
    expect(troubleOf(refused('FORBIDDEN'))).toBe('removed');
    expect(troubleOf(refused('NOT_FOUND'))).toBe('removed');
    expect(troubleOf(refused('UNAUTHENTICATED'))).toBe('signedOut');
    expect(troubleOf({ networkError: new TypeError('Failed to fetch') })).toBe('unreachable');
    expect(troubleOf(refused('DATABASE_UNAVAILABLE'))).toBe('unreachable');
    expect(troubleOf(refused('RATE_LIMITED'))).toBe('other');
    expect(troubleOf(null)).toBeNull();
  });

  it('words each in both languages, and only the unreachable server as something to wait for', () => {
    for (const t of [MESSAGES.EN, MESSAGES.FR]) {
      expect(new Set([t.removedNotice, t.signedOutNotice, t.staleNotice]).size).toBe(3);
    }
    expect(MESSAGES.EN.removedNotice).not.toMatch(/reach|reconnect/);
    expect(MESSAGES.EN.signedOutNotice).toMatch(/sign in again/);
  });
});
