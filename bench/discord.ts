/**
 * `npx tsx bench/discord.ts`: the time from a signed Discord interaction to its first answer,
 * beside a bare signed PING, through the Node app's HTTP handler on an in-memory PGlite (no
 * ports: the figure is the endpoint's own work — signature, answered-id record, caller lookup,
 * command). Figures only, never asserted.
 */
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.js';
import { openPglite } from '../src/db/node.js';
import { developmentRollKeys } from '../src/db/roll-keys.js';
import { createHttpHandler } from '../src/http/handler.js';
import { inProcessLimiter } from '../src/http/rate-limit.js';
import { systemClock } from '../src/primitives/clock.js';
import { seededRng } from '../src/rules/dice.js';

const N = Number(process.env.BENCH_DISCORD_N ?? 300);

/** One line per kind of interaction: p50 and p99 from signed request to answer, and p50 ÷ the bare PING's. */
export async function benchDiscord(n = N): Promise<string[]> {
  const lines: string[] = [];
  let pingP50 = 0;
  const database = await openPglite();
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('hex');
  const limiter = inProcessLimiter({ limit: 1e9, windowMs: 60_000, clock: systemClock });
  const yoga = createApp({ rollKeys: () => developmentRollKeys(), db: () => database.db, rng: seededRng(1), clock: systemClock, signUpLimiter: () => limiter });
  const handler = createHttpHandler(yoga, { db: () => database.db, clock: systemClock, discord: () => ({ config: { applicationId: '1', publicKey, botToken: null, apiBase: 'http://127.0.0.1:9' } }) });
  let id = 10n ** 17n;
  const user = { id: '600000000000000001', username: 'bench', global_name: 'bench' };
  const signed = async (body: object) => {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = Buffer.from(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(timestamp + text))).toString('hex');
    return new Request('http://bench/discord/interactions', { method: 'POST', headers: { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }, body: text });
  };
  const ping = () => signed({ id: String(id++), application_id: '1', type: 1, token: 't', version: 1 });
  const odds = () =>
    signed({ id: String(id++), application_id: '1', type: 2, token: 't', version: 1, locale: 'en-US', channel_id: '5', member: { user }, data: { name: 'odds', options: [{ name: 'score', type: 4, value: 3 }, { name: 'die', type: 4, value: 8 }] } });
  const link = () => signed({ id: String(id++), application_id: '1', type: 2, token: 't', version: 1, locale: 'en-US', channel_id: '5', member: { user: { ...user, id: String(id) } }, data: { name: 'link' } });
  for (const [name, make] of [
    ['signed PING', ping],
    ['/odds (record the id, find the caller, answer)', odds],
    ['/link (the same, and write a code)', link],
  ] as const) {
    // Requests are built (and signed) before the clock starts: only the endpoint is timed.
    for (let i = 0; i < 20; i++) await handler(await make(), {});
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const request = await make();
      const start = performance.now();
      const response = await handler(request, {});
      await response.text();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    if (!pingP50) pingP50 = at(0.5);
    lines.push(`${name.padEnd(48)} p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   ${(at(0.5) / pingP50).toFixed(2)}× the PING   (${n} requests)`);
  }
  await database.close();
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchDiscord()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
