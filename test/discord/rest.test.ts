/**
 * The REST client against the local stand-in: a 429 waits its `retry_after` (route bucket or
 * global) and retries; a bucket at zero holds its route; messages are fitted to Discord's
 * limits; the commands are registered with their French localizations.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/integrations/discord/definitions.js';
import { cut, fitMessage, LIMITS } from '../../src/integrations/discord/embeds.js';
import { DiscordApiError, discordRest, resetRateLimits } from '../../src/integrations/discord/rest.js';
import { renderFeedEvent } from '../../src/integrations/discord/feed.js';
import { ManualClock } from '../../src/primitives/clock.js';
import { APPLICATION_ID, startDiscordStandIn } from './harness.js';

describe('Discord REST client', () => {
  let answers: ((index: number) => { status: number; body?: unknown; headers?: Record<string, string> }) | null = null;
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>;
  const clock = new ManualClock(new Date('2026-12-01T20:00:00Z'));
  const waits: number[] = [];
  // The waits advance the test clock instead of sleeping: the client's arithmetic is what is checked.
  const sleep = async (ms: number) => {
    waits.push(ms);
    clock.advance(ms);
  };
  beforeAll(async () => {
    standIn = await startDiscordStandIn((_req, index) => answers?.(index) ?? { status: 200 });
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    answers = null;
    waits.length = 0;
    standIn.requests.length = 0;
    resetRateLimits();
  });
  const rest = (maxRetries = 3) => discordRest({ config: { applicationId: APPLICATION_ID, publicKey: '0'.repeat(64), botToken: 'tok', apiBase: standIn.apiBase }, clock, sleep, maxRetries });

  it('a 429 is retried after its retry_after; a global one holds every route', async () => {
    answers = (i) => (i === 0 ? { status: 429, body: { message: 'You are being rate limited.', retry_after: 1.5, global: false } } : { status: 200 });
    await rest().createMessage('1', { content: 'hi' });
    expect(standIn.requests.map((r) => r.url)).toEqual(['/api/v10/channels/1/messages', '/api/v10/channels/1/messages']);
    expect(waits).toEqual([1500]);
    expect(standIn.requests[0]!.headers.authorization).toBe('Bot tok');

    answers = (i) => (i === 0 ? { status: 429, body: { retry_after: 2, global: true } } : { status: 200 });
    standIn.requests.length = 0;
    waits.length = 0;
    // No retry here: the next request, on another route, must still wait for the global reset.
    await expect(rest(0).createMessage('1', { content: 'a' })).rejects.toBeInstanceOf(DiscordApiError);
    await rest().createMessage('2', { content: 'b' });
    expect(waits).toEqual([2000]);
    expect(standIn.requests.map((r) => r.url)).toEqual(['/api/v10/channels/1/messages', '/api/v10/channels/2/messages']);
  });

  it('a bucket at zero waits for its reset before the next request on that route', async () => {
    answers = () => ({ status: 200, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '0.75', 'x-ratelimit-bucket': 'abc' } });
    await rest().createMessage('7', { content: 'one' });
    await rest().createMessage('7', { content: 'two' });
    expect(waits).toEqual([750]);
  });

  it('gives up after its retries, saying how long to wait', async () => {
    answers = () => ({ status: 429, body: { retry_after: 60, global: false } });
    const error = await rest()
      .createMessage('9', { content: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(DiscordApiError);
    expect(error.retryAfterMs).toBe(60_000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('registers the commands with French localizations', async () => {
    await rest().putCommands(COMMANDS, '42');
    const put = standIn.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/api/v10/applications/${APPLICATION_ID}/guilds/42/commands`);
    for (const command of put.body) {
      expect(command.name_localizations.fr).toBeTruthy();
      expect(command.description_localizations.fr).toBeTruthy();
      for (const option of command.options ?? []) expect(option.description_localizations.fr).toBeTruthy();
    }
  });
});

describe('messages within Discord’s limits', () => {
  it('cuts long texts, keeps at most 25 fields and 6000 characters, never refuses', () => {
    const fitted = fitMessage({
      content: 'x'.repeat(3000),
      embeds: [{ title: 't'.repeat(300), description: 'd'.repeat(5000), fields: Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'v'.repeat(2000) })) }],
    });
    expect(Array.from(fitted.content!)).toHaveLength(LIMITS.content);
    const [embed] = fitted.embeds as any[];
    expect(Array.from(embed.title)).toHaveLength(LIMITS.title);
    expect(embed.fields.length).toBeLessThanOrEqual(LIMITS.fields);
    const total = [embed.title, embed.description, ...embed.fields.flatMap((f: any) => [f.name, f.value])].reduce((n: number, t: string) => n + Array.from(t).length, 0);
    expect(total).toBeLessThanOrEqual(LIMITS.total);
    expect(embed.fields.at(-1).name).toBe('…');
  });

  it('never splits a surrogate pair', () => {
    expect(cut('🎲🎲🎲', 2)).toBe('🎲…');
  });
});

describe('the feed’s messages', () => {
  const at = new Date('2026-12-01T20:00:00Z');
  const event = (type: string, payload: unknown) => ({ id: 'e', type, campaignId: 'c', createdAt: at, payload });

  it('tells a PC’s roll, mentioning its linked player only', () => {
    const message = renderFeedEvent(event('roll.resolved', { characterId: 'x', score: 3, die: 8, roll: 2, success: true }), 'fr', [{ name: 'Pip', kind: 'PC', ownerDiscordId: '77' }]);
    expect(message).toEqual({
      content: '<@77>',
      embeds: [{ description: '**Pip** lance\u00a0: score **3** contre **D8**, obtient **2**\u00a0: **réussite**.', timestamp: at.toISOString(), footer: { text: 'Table SMS' } }],
      allowed_mentions: { parse: [], users: ['77'] },
    });
  });

  it('posts nothing about an NPC, and no payload values for an event without a character', () => {
    expect(renderFeedEvent(event('roll.resolved', { characterId: 'x', score: 9, die: 12, roll: 4, success: true }), 'en', [{ name: 'Orc', kind: 'NPC', ownerDiscordId: null }])).toBeNull();
    expect(renderFeedEvent(event('wound.inflicted', { characterId: 'x' }), 'en', [])).toBeNull();
    const encounter = renderFeedEvent(event('encounter.changed', { npcHealth: 'secret 17' }), 'en', [])!;
    expect(JSON.stringify(encounter)).not.toContain('17');
    expect(encounter.allowed_mentions).toEqual({ parse: [], users: [] });
  });
});
