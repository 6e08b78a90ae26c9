/**
 * The hash router keeps a screen's own state after `?` (issue 39 items 3 and 4: the player's view,
 * the GM's selected character and open tool), so a reload lands on the same view; the route itself
 * is read without it.
 */
import { describe, expect, it } from 'vitest';
import { hashParam, href, parseRoute, withHashParam } from '../../web/src/lib/router';

describe('state kept in the hash', () => {
  it('reads the route without the parameters after ?', () => {
    expect(parseRoute('#/campaign/Q2FtcGFpZ246MQ%3D%3D?view=magic')).toEqual({ screen: 'campaign', campaignId: 'Q2FtcGFpZ246MQ==' });
    expect(parseRoute('#/campaign/abc/settings?tool=x')).toEqual({ screen: 'settings', campaignId: 'abc' });
    expect(href(parseRoute('#/campaign/abc?character=c1&tool=Scenarios'))).toBe('#/campaign/abc');
  });

  it('sets, replaces and removes one parameter, keeping the route and the others', () => {
    const a = withHashParam('#/campaign/abc', 'view', 'magic');
    expect(a).toBe('#/campaign/abc?view=magic');
    const b = withHashParam(a, 'character', 'Q2hhcmFjdGVyOjE=');
    expect(hashParam(b, 'view')).toBe('magic');
    expect(hashParam(b, 'character')).toBe('Q2hhcmFjdGVyOjE=');
    expect(withHashParam(b, 'view', 'log')).toBe('#/campaign/abc?view=log&character=Q2hhcmFjdGVyOjE%3D');
    expect(withHashParam(withHashParam(b, 'view', null), 'character', null)).toBe('#/campaign/abc');
    expect(hashParam('#/campaign/abc', 'view')).toBeNull();
    // A title with spaces and a dash survives the round trip (the GM's open tool).
    expect(hashParam(withHashParam('#/', 'tool', 'Sheet and care — Pip'), 'tool')).toBe('Sheet and care — Pip');
  });
});
