/**
 * Deferred answers (src/integrations/discord/endpoint.ts answerDeferred): a press slower than
 * the deadline is answered by a private "thinking…", so a refusal stays the caller's own (it
 * replaces the thinking, PATCH @original) and a result for the channel is posted as a public
 * follow-up (POST /webhooks/{application}/{token}) once the thinking became a short note —
 * Discord gives the first follow-up after a deferral the deferral's place and privacy. Checked
 * on the requests the stand-in recorded.
 */
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { APPLICATION_ID, button, command, type DiscordTestApp, discordUser, post, type RecordedRequest, select, discordDoor, type DiscordStandIn, linkAccounts, linkChannel } from './harness.js';

const GM = discordUser('630000000000000001', 'gilda');
const PLAYER = discordUser('630000000000000002', 'piet');
const OTHER = discordUser('630000000000000003', 'odile');
const on = { channelId: '530000000000000001' };

describe.each(BACKENDS)('Discord deferred answers on $name', (backend) => {
  let app: DiscordTestApp;
  let standIn: DiscordStandIn;
  // Read at each request: the setup answers at once, the presses under test are deferred.
  const timing: { deferAfterMs?: number } = {};
  discordDoor(backend, (door) => ({ app, standIn } = door), timing);
  const test = backend.skipReason ? it.skip : it;

  /** Post deferred; the immediate answer and the REST requests its deferred work made. */
  async function deferred(interaction: ReturnType<typeof command>): Promise<{ answer: unknown; sent: RecordedRequest[] }> {
    const before = standIn.requests.length;
    timing.deferAfterMs = 0;
    try {
      const answer = (await post(app, interaction)).body;
      await Promise.all(app.deferred);
      return { answer, sent: standIn.requests.slice(before) };
    } finally {
      delete timing.deferAfterMs;
    }
  }
  const original = (token: string) => `/api/v10/webhooks/${APPLICATION_ID}/${token}/messages/@original`;

  test('a deferred Roll press: a refusal replaces the private thinking; the result is a public follow-up after a note', async () => {
    const t = await table(app);
    const { character } = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    await linkAccounts(app, [[GM, t.gm.apiKey], [PLAYER, t.player.apiKey], [OTHER, t.other.apiKey]]);
    await linkChannel(app, GM, t.campaign.id, on);
    const pick = [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }];
    const asked = await post(app, command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on));
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);
    const menu = (await post(app, button(PLAYER, `roll:${requestId}`, on))).body.data.components[0].components[0];
    const components = (await post(app, select(PLAYER, `rsel:${requestId}`, menu.options.map((o: { value: string }) => o.value), on))).body.data.components;
    const go = `rgo:${requestId}`;

    // Another player presses Roll, slowly: the thinking and the refusal are theirs alone.
    const refusedPress = button(OTHER, go, { ...on, components }) as { token: string };
    const refused = await deferred(refusedPress as never);
    expect(refused.answer).toEqual({ type: 5, data: { flags: 64 } });
    expect(refused.sent.map((r) => [r.method, r.url])).toEqual([['PATCH', original(refusedPress.token)]]);
    expect((refused.sent[0]!.body as { content: string }).content).toContain('Only this character’s player');

    // The owner presses, slowly: the note replaces the private thinking, the result goes to everyone.
    const press = button(PLAYER, go, { ...on, components }) as { token: string };
    const rolled = await deferred(press as never);
    expect(rolled.answer).toEqual({ type: 5, data: { flags: 64 } });
    expect(rolled.sent.map((r) => [r.method, r.url])).toEqual([
      ['PATCH', original(press.token)],
      ['POST', `/api/v10/webhooks/${APPLICATION_ID}/${press.token}`],
    ]);
    expect(rolled.sent[0]!.body).toEqual({ content: 'Done: posted in the channel below.', allowed_mentions: { parse: [] } });
    const result = rolled.sent[1]!.body as { content: string; flags?: number };
    expect(result.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*1\*\* against \*\*D8\*\*/);
    expect(result.flags).toBeUndefined();

    // Pressed again, slowly (in French): the request is answered, said privately.
    const again = button(PLAYER, go, { ...on, components, locale: 'fr' }) as { token: string };
    const late = await deferred(again as never);
    expect(late.sent.map((r) => [r.method, r.url])).toEqual([['PATCH', original(again.token)]]);
    expect((late.sent[0]!.body as { flags: number }).flags).toBe(64);
  });
});
