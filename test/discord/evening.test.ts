/**
 * A whole evening from Discord payloads alone (issue 42, "How it is checked"): a GM and two linked
 * players in one channel; link, ask, roll with the odds shown first, an encounter turn, a spell,
 * XP, the reveal. Beside it the app's screens are open as the app opens them (each member's
 * `campaignEvents` over SSE, through the same HTTP handler, with the live hub of src/server.ts):
 * every change the Discord commands make reaches each stream that may see it, in order, and an
 * NPC's never reaches a player's. After the reveal the campaign's roll export passes the offline
 * audit (scripts/audit-rolls.mjs, as test/api/fairness.test.ts uses it) and the /reveal message
 * counts the same rolls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its own tests are test/api/fairness.test.ts.
import { audit, parseKeys } from '../../scripts/audit-rolls.mjs';
import { createApp } from '../../src/app.js';
import { StatementCounter } from '../../src/db/client.js';
import { DEV_ROLL_KEYS, developmentRollKeys } from '../../src/db/roll-keys.js';
import { createHttpHandler } from '../../src/http/handler.js';
import { inProcessLimiter } from '../../src/http/rate-limit.js';
import type { DiscordConfig } from '../../src/integrations/discord/config.js';
import { resetRateLimits } from '../../src/integrations/discord/rest.js';
import { startNodeLive } from '../../src/live/node.js';
import { type Clock, ManualClock } from '../../src/primitives/clock.js';
import { decodeId } from '../../src/primitives/ids.js';
import { seededRng } from '../../src/rules/dice.js';
import type { TestApp } from '../support/app.js';
import { type Backend, BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { type Subscription, subscribe } from '../support/live.js';
import { APPLICATION_ID, button, command, discordUser, post, select, type SignedDoor, startDiscordStandIn, testKey, linkChannel, linkAccounts } from './harness.js';

const GM = discordUser('620000000000000001', 'gwen');
const PIERRE = discordUser('620000000000000002', 'pierre');
const OLGA = discordUser('620000000000000003', 'olga');
const CHANNEL_ID = '520000000000000001';
const on = { channelId: CHANNEL_ID };
const EVENTS = `subscription($c: ID!) { campaignEvents(campaignId: $c) { type payload } }`;

type EveningApp = TestApp & SignedDoor;

/** The component of a message whose custom id starts so (the rows vary with the table: helpers' menus…). */
function componentOf(rows: { components: { custom_id?: string }[] }[], prefix: string) {
  return rows.flatMap((r) => r.components).find((c) => c.custom_id?.startsWith(prefix))!;
}

/** The Discord door and the app's live streams on one app: the HTTP handler of src/server.ts, its hub included. */
async function startEveningApp(backend: Backend, apiBase: string): Promise<EveningApp> {
  const statements = new StatementCounter();
  const database = await backend.open(statements);
  const clock = new ManualClock(new Date());
  const limiter = inProcessLimiter({ limit: 10_000, windowMs: 60_000, clock: clock as Clock });
  // No poll: only the commit's NOTIFY brings an event, so a Discord command's commit is what is proven.
  const live = await startNodeLive(database, { pollMs: 0 });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: seededRng(7), clock, signUpLimiter: () => limiter, live: () => live.hub });
  const key = await testKey();
  const config: DiscordConfig = { applicationId: APPLICATION_ID, publicKey: key.publicKeyHex, botToken: 'test-bot-token', apiBase };
  // A shared slow machine must not turn an answer into a deferred one: the test reads answers inline.
  const handle = createHttpHandler(yoga, { db: () => database.db, clock, discord: () => ({ config, waitUntil: () => undefined, deferAfterMs: 60_000 }) });
  const handler = (request: Request) => handle(request, {});
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => handler(new Request(input, init))) as typeof globalThis.fetch;
  return {
    database,
    clock,
    statements,
    key,
    handler,
    fetch,
    async gql(query, variables, apiKey) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const response = await handler(new Request('http://table.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
      return (await response.json()) as never;
    },
    alongside: (work) => work(),
    async close() {
      await live.stop();
      await database.close();
    },
  };
}

describe.each(BACKENDS)('a Discord evening with the app’s screens live on $name', (backend) => {
  let app: EveningApp;
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>;
  const open: Subscription[] = [];
  beforeAll(async () => {
    if (backend.skipReason) return;
    standIn = await startDiscordStandIn();
    app = await startEveningApp(backend, standIn.apiBase);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
    await standIn?.close();
    resetRateLimits();
  });
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** The next `count` events of a stream (each within the subscription's own wait), as { type, payload }. */
  async function take(stream: Subscription, count: number) {
    const taken: { type: string; payload: any }[] = [];
    for (let i = 0; i < count; i++) {
      const message = await stream.next();
      expect(message.event, JSON.stringify(message.data)).toBe('next');
      taken.push(message.data.data.campaignEvents);
    }
    return taken;
  }

  test('link, ask, roll (odds first), an encounter turn, a spell, XP, the reveal: every screen sees its changes live; the roll log verifies', async () => {
    const { gm, player, other, campaign } = await table(app);
    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }, { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Pip' })).character;
    const oak = (await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Oak' })).character;
    const grok = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Hache', scope: 3, polarity: 'POSITIVE', rank: 4 }, { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 }] }, { name: 'Grok', kind: 'NPC' })).character;
    // Oak casts: an arcane power module (the GM's) and a spell of the catalogue.
    expect((await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: oak.id }, other.apiKey)).data.activateCharacter.__typename).toBe('CharacterPayload');
    const added = await app.gql(`mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`, { input: { characterId: oak.id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 } } }, gm.apiKey);
    expect(added.data.addModule.__typename).toBe('CharacterPayload');
    const defined = await app.gql(
      `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Invisibilité', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'true invisibility' }] } },
      gm.apiKey,
    );
    const spellId = decodeId('Spell', defined.data.defineSpell.spell.id)!;
    const raw = { pip: decodeId('Character', pip.id)!, oak: decodeId('Character', oak.id)!, grok: decodeId('Character', grok.id)! };

    // 1. Everyone links from Discord; the GM ties the channel to the campaign.
    await linkAccounts(app, [[GM, gm.apiKey], [PIERRE, player.apiKey], [OLGA, other.apiKey]]);
    expect((await linkChannel(app, GM, campaign.id, on)).body.data.content).toContain('Loreval');

    // 2. The app's screens, open before the evening starts: the GM's and each player's.
    const stream = async (apiKey: string) => {
      const s = await subscribe(app.fetch, 'http://table.test/graphql', EVENTS, { c: campaign.id }, apiKey);
      open.push(s);
      return s;
    };
    const screens = { gm: await stream(gm.apiKey), pierre: await stream(player.apiKey), olga: await stream(other.apiKey) };
    const log: Record<keyof typeof screens, { type: string; payload: any }[]> = { gm: [], pierre: [], olga: [] };
    /** Each screen's next events: the GM's `all`, a player's `players` (the same visibility the app's queries use). */
    async function seen(all: string[], players: string[] = all) {
      const gmSaw = await take(screens.gm, all.length);
      expect(gmSaw.map((e) => e.type)).toEqual(all);
      log.gm.push(...gmSaw);
      for (const name of ['pierre', 'olga'] as const) {
        const saw = await take(screens[name], players.length);
        expect(saw.map((e) => e.type)).toEqual(players);
        log[name].push(...saw);
      }
      return gmSaw;
    }

    // 3. /ask → the Roll button → the menu → the odds first → the roll.
    const pick = [{ name: 'character', type: 3, value: raw.pip }];
    const asked = await post(app, command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on));
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);
    const [request] = await seen(['action.requested']);
    expect(request!.payload).toMatchObject({ characterId: pip.id, difficulty: 8 });

    const menu = (await post(app, button(PIERRE, `roll:${requestId}`, on))).body.data.components[0].components[0];
    expect(menu.custom_id).toBe(`rsel:${requestId}`);
    const preview = await post(app, select(PIERRE, menu.custom_id, menu.options.map((o: { value: string }) => o.value), on));
    expect(preview.body.data.content).toContain('Score **2** against **D8**: **25%** chance of success');
    const rollsBefore = await rollCount();
    expect(rollsBefore).toBe(0);
    const go = componentOf(preview.body.data.components, 'rgo:').custom_id as string;
    const rolled = await post(app, button(PIERRE, go, { ...on, components: preview.body.data.components }));
    const face = Number(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\* \(\*\*25%\*\* chance of success\), rolled \*\*(\d+)\*\*/.exec(rolled.body.data.content)![1]);
    const [roll] = await seen(['roll.resolved']);
    expect(roll!.payload).toMatchObject({ characterId: pip.id, score: 2, die: 8, roll: face });
    expect(await rollCount()).toBe(1);

    // 4. The encounter: the GM starts it in the app (Discord has no command that starts one), the
    // NPC Grok in it; then from Discord Pip's declaration and the GM's "Next turn", whose turn mentioned.
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants: [{ characterId: pip.id, initiative: 5 }, { characterId: oak.id, initiative: 4 }, { characterId: grok.id, initiative: 3 }] } },
      gm.apiKey,
    );
    expect(started.data.startEncounter.__typename).toBe('EncounterPayload');
    expect((await seen(['encounter.changed']))[0]!.payload).toMatchObject({ change: 'STARTED', round: 1, turn: 0 });
    const declared = await post(app, command(PIERRE, 'init', [{ name: 'intent', type: 3, value: 'I leap at the ogre' }, { name: 'target', type: 3, value: raw.grok }] as never, on));
    expect(declared.body.data.content).toBe(`<@${PIERRE.id}> Round 1: **Pip**’s turn.`);
    expect((await seen(['encounter.changed']))[0]!.payload).toMatchObject({ change: 'ACTION_DECLARED', turn: 0 });
    const moved = await post(app, button(GM, componentOf(declared.body.data.components, 'next:').custom_id!, on));
    expect(moved.body.data.content).toBe(`<@${OLGA.id}> Round 1: **Oak**’s turn.`);
    expect(moved.body.data.allowed_mentions).toEqual({ parse: [], users: [OLGA.id] });
    expect((await seen(['encounter.changed']))[0]!.payload).toMatchObject({ change: 'TURN_ENDED', round: 1, turn: 1 });

    // 5. /cast: the breakdown and chance first (nothing rolled), then the Cast button.
    const castPreview = await post(app, command(OLGA, 'cast', [{ name: 'character', type: 3, value: raw.oak }, { name: 'spell', type: 3, value: spellId }] as never, on));
    expect(castPreview.body.data.content).toContain('Score **3** against **D6**: **50%** chance of success');
    expect(castPreview.body.data.embeds[0].fields.map((f: { name: string }) => f.name)).toEqual(['Score 3', 'Difficulty D6']);
    expect(await rollCount()).toBe(1);
    const cast = await post(app, button(OLGA, componentOf(castPreview.body.data.components, 'cast:').custom_id!, on));
    const castFace = Number(/^\*\*Oak\*\* casts \*\*Invisibilité\*\*: score \*\*3\*\* against \*\*D6\*\*, rolled \*\*(\d)\*\*/.exec(cast.body.data.content)![1]);
    const [spell, fatigue] = await seen(['spell.cast', 'fatigue.changed']);
    expect(spell!.payload).toMatchObject({ characterId: oak.id, spell: 'Invisibilité', score: 3, die: 6, roll: castFace });
    expect(fatigue!.payload).toMatchObject({ characterId: oak.id, source: 'SPELL' });
    expect(await rollCount()).toBe(2);

    // 6. Grok's turn: the GM moves on and declares the NPC's action from Discord; its /ask for
    // Grok is refused by the rules (the GM never rolls, an NPC's ability is a difficulty) and writes
    // nothing: no screen gets an event for it (the next each one gets is the turn below).
    const refused = await post(app, command(GM, 'ask', [{ name: 'character', type: 3, value: raw.grok }, { name: 'difficulty', type: 4, value: 6 }] as never, on));
    expect(refused.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('The GM never rolls') });
    const grokTurn = await post(app, button(GM, componentOf(moved.body.data.components, 'next:').custom_id!, on));
    expect(grokTurn.body.data.content).toBe('Round 1: **Grok**’s turn.');
    expect((await seen(['encounter.changed']))[0]!.payload).toMatchObject({ change: 'TURN_ENDED', round: 1, turn: 2 });
    const swung = await post(app, command(GM, 'init', [{ name: 'intent', type: 3, value: 'The ogre swings at Pip' }, { name: 'target', type: 3, value: raw.pip }] as never, on));
    expect(swung.body.data.content).toBe('Round 1: **Grok**’s turn.');
    expect((await seen(['encounter.changed']))[0]!.payload).toMatchObject({ change: 'ACTION_DECLARED', turn: 2 });
    // Grok's spell from /cast: an NPC's spell is announced, not rolled (docs/rules.md decision 58).
    // The preview says so privately; Announce posts it for the channel, every screen sees it
    // (those aimed at may counter it), and nothing is rolled.
    const npcCast = await post(app, command(GM, 'cast', [{ name: 'character', type: 3, value: raw.grok }, { name: 'spell', type: 3, value: spellId }, { name: 'target', type: 3, value: raw.pip }] as never, on));
    expect(npcCast.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('is not rolled: it is announced') });
    const npcPressed = await post(app, button(GM, componentOf(npcCast.body.data.components, 'cast:').custom_id!, { ...on, components: npcCast.body.data.components }));
    expect(npcPressed.body.data.flags).toBeUndefined();
    expect(npcPressed.body.data.content).toMatch(/^\*\*Grok\*\* casts \*\*Invisibilité\*\* \(power \d\) → Pip: those aimed at may counter it as a reaction/);
    expect((await seen(['spell.announced']))[0]!.payload).toMatchObject({ casterId: grok.id });
    expect(await rollCount()).toBe(2);

    // 7. /xp: the GM awards Pip.
    const awarded = await post(app, command(GM, 'xp', [...pick, { name: 'xp', type: 4, value: 2 }, { name: 'reason', type: 3, value: 'The ambush' }] as never, on));
    expect(awarded.body.data.content).toContain('The GM awards **2 XP** to **Pip**.');
    expect((await seen(['experience.awarded']))[0]!.payload).toMatchObject({ characterIds: [pip.id], xpEach: 2, reason: 'The ambush' });

    // 8. /reveal: the seed for the channel, and the count of the epoch's fair rolls.
    const revealed = await post(app, command(GM, 'reveal', [], on));
    const [reveal] = await seen(['fairness.revealed']);
    expect(reveal!.payload).toMatchObject({ epoch: 1, nextEpoch: 2 });
    expect(revealed.body.data.content).toContain(`The GM revealed the fair-dice seed of epoch 1: \`${reveal!.payload.serverSeed}\``);
    expect(revealed.body.data.content).toContain('**2 of 2** rolls of that epoch check fair');

    // Nothing else reached any screen, and no player's screen ever carried the NPC.
    for (const s of Object.values(screens)) expect(s.pending()).toEqual([]);
    // Besides the announcement of its spell (for the table to counter), no player's screen carried the NPC.
    expect(JSON.stringify(log.pierre.filter((e) => e.type !== 'spell.announced'))).not.toContain(grok.id);
    expect(JSON.stringify(log.olga.filter((e) => e.type !== 'spell.announced'))).not.toContain(grok.id);
    expect(log.gm.map((e) => e.type)).toEqual([
      'action.requested',
      'roll.resolved',
      'encounter.changed',
      'encounter.changed',
      'encounter.changed',
      'spell.cast',
      'fatigue.changed',
      'encounter.changed',
      'encounter.changed',
      'spell.announced',
      'experience.awarded',
      'fairness.revealed',
    ]);

    // 9. The roll log: the GM's export passes the offline audit, every roll of the evening recomputed.
    const exported = (await app.gql(`query($id: ID!) { campaign(id: $id) { rollExport } }`, { id: campaign.id }, gm.apiKey)).data.campaign.rollExport;
    const result = audit(exported, { keys: parseKeys(DEV_ROLL_KEYS) });
    expect(result.problems).toEqual([]);
    expect(result.stats).toMatchObject({ chains: 2, entries: 2, signed: 2, verified: 2, unrevealed: 0, revealed: 1 });

    async function rollCount() {
      const doc = (await app.gql(`query($id: ID!) { campaign(id: $id) { rollExport } }`, { id: campaign.id }, gm.apiKey)).data.campaign.rollExport;
      return doc.chains.reduce((n: number, c: { entries: unknown[] }) => n + c.entries.length, 0);
    }
  });
});
