/**
 * `npx tsx scripts/discord-embeds-screenshot.ts`: the pictures of docs/discord.md. An evening
 * runs against a local stand-in of Discord's REST API (the real app on an in-memory PGlite,
 * interactions signed with a throwaway key, as test/discord/ does): the GM asks, the player
 * picks modules and sees the odds, rolls, the GM awards experience; the delivery job posts the
 * feed to the stand-in. The messages Discord would receive (the answers and the feed's posts,
 * exactly as sent) are drawn in a small page styled like Discord's dark theme and
 * screenshotted with Chromium into docs/images/discord-*.png.
 *
 * Not a test: a picture of what is sent. Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '../src/app.js';
import { openPglite } from '../src/db/node.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { createHttpHandler } from '../src/http/handler.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import type { DiscordConfig } from '../src/integrations/discord/config.js';
import { discordChannelPoster } from '../src/integrations/discord/feed.js';
import type { DiscordMessage } from '../src/integrations/discord/rest.js';
import { runDeliveries } from '../src/jobs/deliveries.js';
import { systemClock } from '../src/primitives/clock.js';
import { decodeId } from '../src/primitives/ids.js';
import { seededRng } from '../src/rules/dice.js';

const OUT = join(process.cwd(), 'docs/images');
const CHANNEL = '510000000000000001';
const APPLICATION_ID = '100000000000000001';
const people = {
  gm: { id: '610000000000000001', username: 'gwen', global_name: 'Gwen (GM)' },
  player: { id: '610000000000000002', username: 'pierre', global_name: 'Pierre' },
};

/** The stand-in: records what the app posts (channel messages), answers as Discord does. */
async function standIn() {
  const posted: DiscordMessage[] = [];
  let id = 900000000000000000n;
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.method === 'POST' && req.url?.endsWith('/messages')) posted.push(JSON.parse(text));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: String(id++) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`, posted, close: () => new Promise((r) => server.close(r)) };
}

async function evening() {
  const stand = await standIn();
  const database = await openPglite();
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('hex');
  const config: DiscordConfig = { applicationId: APPLICATION_ID, publicKey, botToken: 'screenshot', apiBase: stand.apiBase };
  const limiter = inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: seededRng(11), clock: systemClock, signUpLimiter: () => limiter });
  const handler = createHttpHandler(yoga, { db: () => database.db, clock: systemClock, discord: () => ({ config }) });
  const gql = async (query: string, variables: Record<string, unknown> = {}, apiKey?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const response = await handler(new Request('http://table.example/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }), {});
    // biome-ignore lint/suspicious/noExplicitAny: answers read by path, as the tests' gql reads them
    const body = (await response.json()) as { data?: any; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  let next = 300000000000000000n;
  /** A signed interaction as Discord sends it; its answer's message. */
  const interact = async (user: (typeof people)['gm'], data: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<DiscordMessage> => {
    const id = String(next++);
    const body = JSON.stringify({ id, application_id: APPLICATION_ID, token: `token-${id}`, version: 1, locale: 'en-US', guild_id: '400000000000000001', channel_id: CHANNEL, member: { user }, data, type: 2, ...extra });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(timestamp + body))).toString('hex');
    const response = await handler(new Request('http://table.example/discord/interactions', { method: 'POST', headers: { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }, body }), {});
    return ((await response.json()) as { data: DiscordMessage }).data;
  };
  const press = (user: (typeof people)['gm'], custom_id: string, components?: unknown[]) =>
    interact(user, { custom_id, component_type: 2 }, { type: 3, ...(components ? { message: { id: '700000000000000001', components } } : {}) });

  const signUp = async (name: string) => (await gql(`mutation($n: String!) { signUp(input: { name: $n }) { ... on SignUpPayload { apiKey } } }`, { n: name })).signUp.apiKey as string;
  const gm = await signUp('Gwen');
  const player = await signUp('Pierre');
  const campaign = (await gql(`mutation { createCampaign(input: { name: "Loreval", ruleset: SMS }) { ... on CampaignPayload { campaign { id inviteCode } } } }`, {}, gm)).createCampaign.campaign;
  await gql(`mutation($c: String!) { joinCampaign(input: { inviteCode: $c }) { __typename } }`, { c: campaign.inviteCode }, player);
  const created = await gql(
    `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { ... on CharacterPayload { character { id } } } }`,
    {
      input: {
        campaignId: campaign.id,
        name: 'Pip',
        sms: {
          race: 'HUMAN',
          modules: [
            { name: 'Escrime', scope: 5, polarity: 'POSITIVE', rank: 2 },
            { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 1 },
          ],
        },
      },
    },
    player,
  );
  const pip = decodeId('Character', created.createCharacter.character.id)!;
  for (const [user, key] of [
    [people.gm, gm],
    [people.player, player],
  ] as const) {
    const code = /\*\*([A-Z0-9]+)\*\*/.exec((await interact(user, { name: 'link' })).content ?? '')![1]!;
    await gql(`mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }`, { code }, key);
  }
  await interact(people.gm, { name: 'campaign', options: [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', campaign.id) }] }] });

  const pick = [{ name: 'character', type: 3, value: pip }];
  const asked = await interact(people.gm, { name: 'ask', options: [...pick, { name: 'difficulty', type: 4, value: 8 }, { name: 'note', type: 3, value: 'Cross the rope bridge' }] });
  const requestId = rows(asked)[0]!.components![0]!.custom_id!.slice('roll:'.length);
  const menu = await press(people.player, `roll:${requestId}`);
  const values = rows(menu)[0]!.components![0]!.options!.map((o) => o.value);
  const preview = await interact(people.player, { custom_id: `rsel:${requestId}`, component_type: 3, values }, { type: 3 });
  const rolled = await press(people.player, `rgo:${requestId}`, preview.components as unknown[]);
  const sheet = await interact(people.player, { name: 'sheet', options: pick });
  const xp = await interact(people.gm, { name: 'xp', options: [...pick, { name: 'xp', type: 4, value: 2 }, { name: 'reason', type: 3, value: 'The bridge' }] });
  await gql(`mutation($id: ID!) { addFatigue(input: { characterId: $id, kind: PASSING, levels: 1 }) { __typename } }`, { id: created.createCharacter.character.id }, gm);
  // The job posts a channel's messages one at a time, in the outbox's order: a few runs.
  for (let run = 0; run < 6; run++) await runDeliveries(database.db, { clock: systemClock, allowLoopback: true, runtime: 'node', discordChannels: discordChannelPoster(config, systemClock) });
  await database.close();
  await stand.close();
  return {
    command: [
      { who: 'Gwen (GM)', message: asked },
      { who: 'Pierre', message: menu, private: true },
      { who: 'Pierre', message: preview, private: true },
      { who: 'Pierre', message: rolled },
      { who: 'Gwen (GM)', message: xp },
    ],
    sheet: [{ who: 'Pierre', message: sheet, private: true }],
    feed: stand.posted.map((message) => ({ who: 'SMS table', message })),
  };
}

/** The parts of Discord's message components and embeds the bot sends (discord-api-types' shapes, trimmed). */
interface Component {
  type: number;
  components?: Component[];
  style?: number;
  label?: string;
  custom_id?: string;
  placeholder?: string;
  options?: { label: string; value: string; default?: boolean }[];
}
interface Embed {
  title?: string;
  url?: string;
  description?: string;
  color?: number;
  author?: { name: string };
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  timestamp?: string;
}
const rows = (message: DiscordMessage) => (message.components ?? []) as Component[];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The little of Discord's markdown the bot writes: bold, code, line breaks, user mentions. */
const markdown = (text: string) =>
  esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/&lt;@(\d+)&gt;/g, (_m, id: string) => `<span class="mention">@${Object.values(people).find((p) => p.id === id)?.global_name ?? id}</span>`)
    .split('\n')
    .map((line) => (line.startsWith('&gt; ') ? `<blockquote>${line.slice(5)}</blockquote>` : `${line}<br>`))
    .join('');

function component(c: Component): string {
  if (c.type === 1) return `<div class="row">${(c.components ?? []).map(component).join('')}</div>`;
  if (c.type === 2) return `<span class="button ${c.style === 1 ? 'primary' : 'secondary'}">${esc(c.label ?? '')}</span>`;
  if (c.type === 3) {
    const chosen = (c.options ?? []).filter((o) => o.default).map((o) => esc(o.label));
    return `<div class="select">${chosen.length ? chosen.join(', ') : esc(c.placeholder ?? '')}<span class="caret">⌄</span></div>`;
  }
  return '';
}

function messageHtml({ who, message, private: only }: { who: string; message: DiscordMessage; private?: boolean }): string {
  const embeds = (message.embeds ?? []) as Embed[];
  return `<div class="message">
  <div class="avatar">${who === 'SMS table' || only || message.content ? 'S' : ''}</div>
  <div class="body">
    <div class="author"><span class="name">SMS table</span><span class="bot">APP</span>${only ? '<span class="only">Only you can see this</span>' : ''}</div>
    ${message.content ? `<div class="content">${markdown(message.content)}</div>` : ''}
    ${embeds
      .map(
        (e) => `<div class="embed" style="border-color:#${(e.color ?? 0x5865f2).toString(16).padStart(6, '0')}">
      ${e.author?.name ? `<div class="embed-author">${esc(e.author.name)}</div>` : ''}
      ${e.title ? `<div class="embed-title">${e.url ? `<a>${esc(e.title)}</a>` : esc(e.title)}</div>` : ''}
      ${e.description ? `<div class="embed-description">${markdown(e.description)}</div>` : ''}
      ${(e.fields ?? []).map((f) => `<div class="field${f.inline ? ' inline' : ''}"><div class="field-name">${esc(f.name)}</div><div class="field-value">${markdown(f.value)}</div></div>`).join('')}
      ${e.footer?.text ? `<div class="embed-footer">${esc(e.footer.text)}${e.timestamp ? ' • Today' : ''}</div>` : ''}
    </div>`,
      )
      .join('')}
    ${rows(message).map(component).join('')}
  </div>
</div>`;
}

const STYLE = `
body { margin: 0; background: #313338; font-family: "gg sans", "Noto Sans", "DejaVu Sans", Helvetica, Arial, sans-serif; color: #dbdee1; font-size: 15px; line-height: 1.375; }
main { width: 720px; padding: 12px 0; }
.message { display: flex; padding: 4px 16px 8px; }
.avatar { width: 40px; height: 40px; border-radius: 50%; background: #5865f2; color: #fff; font-weight: 700; display: flex; align-items: center; justify-content: center; margin-right: 16px; flex: none; }
.body { min-width: 0; flex: 1; }
.author { display: flex; align-items: center; gap: 6px; margin-bottom: 2px; }
.name { color: #f2f3f5; font-weight: 500; }
.bot { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; padding: 0 4px; border-radius: 3px; line-height: 15px; }
.only { color: #949ba4; font-size: 12px; margin-left: 6px; }
.content strong, .embed strong { color: #f2f3f5; font-weight: 700; }
code { background: #2b2d31; border-radius: 3px; padding: 0 3px; font-size: 13px; font-family: Consolas, "DejaVu Sans Mono", monospace; }
.mention { background: rgba(88,101,242,.3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
.embed { background: #2b2d31; border-left: 4px solid; border-radius: 4px; padding: 8px 16px 12px 12px; margin-top: 6px; max-width: 516px; }
.embed-author { font-size: 14px; font-weight: 600; color: #f2f3f5; margin-top: 4px; }
.embed-title { font-weight: 600; color: #f2f3f5; margin-top: 4px; }
.embed-title a { color: #00a8fc; }
.embed-description { font-size: 14px; margin-top: 6px; }
.field { margin-top: 8px; font-size: 14px; }
.field.inline { display: inline-block; min-width: 150px; margin-right: 16px; vertical-align: top; }
.field-name { font-weight: 600; color: #f2f3f5; }
.embed-footer { font-size: 12px; color: #b5bac1; margin-top: 8px; }
.row { display: flex; gap: 8px; margin-top: 8px; }
.button { padding: 2px 16px; border-radius: 3px; line-height: 28px; font-size: 14px; font-weight: 500; color: #fff; }
.primary { background: #5865f2; } .secondary { background: #4e5058; }
.select { background: #1e1f22; border: 1px solid #1e1f22; border-radius: 4px; padding: 8px 12px; width: 400px; font-size: 14px; display: flex; justify-content: space-between; }
.caret { color: #b5bac1; }
blockquote { margin: 0; padding-left: 12px; border-left: 4px solid #4e5058; }
`;

async function main() {
  const shots = await evening();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 720, height: 400 }, deviceScaleFactor: 1 });
    for (const [name, messages] of Object.entries(shots)) {
      await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${STYLE}</style></head><body><main>${messages.map(messageHtml).join('')}</main></body></html>`);
      const path = join(OUT, `discord-${name}.png`);
      await page.locator('main').screenshot({ path });
      console.log(`${path}: ${messages.length} message(s)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
