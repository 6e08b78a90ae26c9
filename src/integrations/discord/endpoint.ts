/**
 * `POST /discord/interactions`: Discord's HTTP interactions (docs/discord.md). A plain fetch
 * handler, `(request, deps) => Promise<Response>`, served by both entries.
 *
 * 1. The signature first (verify.ts): bad, missing or stale → 401, nothing read or written.
 * 2. PING → PONG (Discord checks the endpoint with it).
 * 3. A command or button's id is recorded as answered before it runs: Discord sending the same
 *    interaction again gets a short note and no second effect.
 * 4. Discord wants an answer within 3 s: the command runs against DEFER_AFTER_MS; if it is not
 *    done by then the answer is a private "thinking…" (deferred), and the real answer follows
 *    through the REST API (answerDeferred; the interaction token lives 15 minutes, far past any
 *    command here).
 */
import type { Db } from '../../db/client.js';
import type { Clock } from '../../primitives/clock.js';
import { logError } from '../../primitives/log.js';
import { answerInteraction, type Answer, type GraphqlRunner, isPrivateInteraction } from './commands.js';
import type { DiscordConfig } from './config.js';
import { EPHEMERAL, INTERACTION, type Interaction, interactionSchema, RESPONSE } from './interaction.js';
import { type DiscordMessage, type DiscordRest, discordRest } from './rest.js';
import { claimInteraction } from '../../db/discord.js';
import { verifyDiscordRequest } from './verify.js';
import { langOf, wordsFor } from './words.js';

export const DISCORD_INTERACTIONS_PATH = '/discord/interactions';
/** Interactions are small (a command and its options); Discord's own are a few KB. */
export const MAX_INTERACTION_BODY_BYTES = 64 * 1024;
/** Past this, the answer is deferred: well inside Discord's 3 s, leaving room for the network. */
export const DEFER_AFTER_MS = 2000;

export interface DiscordDeps {
  config: DiscordConfig | null;
  db: Db;
  clock: Clock;
  /** Keeps the deferred work alive after the answer (Workers: `ctx.waitUntil`); Node needs none. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Tests shorten it to see the deferred path. */
  deferAfterMs?: number;
  rest?: DiscordRest;
  /** The app's own GraphQL operations, run in process as a user the door found (src/http/handler.ts). */
  graphql?: GraphqlRunner;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

export async function handleDiscordInteraction(request: Request, deps: DiscordDeps): Promise<Response> {
  const { config } = deps;
  if (!config) return json(404, { error: 'Discord is not configured on this server (docs/discord.md)' });
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  const body = new Uint8Array(await request.arrayBuffer());
  const failure = await verifyDiscordRequest(request.headers, body, config.publicKey, deps.clock.now());
  if (failure) return json(401, { error: 'invalid request signature', code: failure });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return json(400, { error: 'body is not JSON' });
  }
  const checked = interactionSchema.safeParse(parsed);
  if (!checked.success) return json(400, { error: 'not an interaction this endpoint reads' });
  const i = checked.data;
  if (i.type === INTERACTION.PING) return json(200, { type: RESPONSE.PONG });
  const w = wordsFor(langOf(i.locale));
  const origin = new URL(request.url).origin;
  try {
    // Autocomplete has no effect to repeat: only commands and buttons are recorded.
    if (i.type !== INTERACTION.AUTOCOMPLETE && !(await claimInteraction(deps.db, i.id, deps.clock.now()))) {
      return json(200, { type: RESPONSE.MESSAGE, data: { content: w.replayed, flags: EPHEMERAL } });
    }
    const work = answerInteraction({ db: deps.db, clock: deps.clock, origin, ...(deps.graphql ? { graphql: deps.graphql } : {}) }, i);
    if (i.type === INTERACTION.AUTOCOMPLETE) return json(200, await work);
    const deferAfter = deps.deferAfterMs ?? DEFER_AFTER_MS;
    // 0: always deferred (tests of that path).
    const raced = deferAfter > 0 ? await raceDeadline(work, deferAfter) : null;
    if (raced) return json(200, raced);
    // Too slow for Discord's 3 s: "thinking…" now, privately, the answer after it.
    const rest = deps.rest ?? discordRest({ config, clock: deps.clock });
    const finish = work
      .catch((error): Answer => {
        logError('discord: deferred command failed', error);
        return { type: RESPONSE.MESSAGE, data: { content: w.failed, flags: EPHEMERAL } };
      })
      .then((answer) => answerDeferred(rest, i, answer.data as DiscordMessage, w.postedBelow))
      .catch((error) => logError('discord: answering the deferred interaction failed', error));
    deps.waitUntil?.(finish);
    // Always private: whether the answer is a refusal (the caller's only) or a result for the
    // channel is known only once the work is done, and a deferral's visibility cannot change.
    return json(200, { type: RESPONSE.DEFERRED_MESSAGE, data: { flags: EPHEMERAL } });
  } catch (error) {
    // A refusal is a message; a failure on our side is said so, privately, never a Discord error.
    logError('discord: command failed', error);
    return json(200, { type: RESPONSE.MESSAGE, data: { content: w.failed, flags: EPHEMERAL } });
  }
}

/**
 * A deferred interaction's answer, after a private "thinking…": a private answer (a refusal, or
 * any answer of a private command) replaces it; a result for the channel is posted as a public
 * follow-up once the "thinking…" became a short note (Discord: the first follow-up after a
 * deferral would take the deferral's place and its privacy).
 */
export async function answerDeferred(rest: DiscordRest, i: Interaction, message: DiscordMessage, note: string): Promise<void> {
  if (isPrivateInteraction(i) || (message.flags ?? 0) & EPHEMERAL) {
    await rest.editOriginal(i.token, message);
    return;
  }
  await rest.editOriginal(i.token, { content: note, allowed_mentions: { parse: [] } });
  await rest.followUp(i.token, message);
}

/** The work's answer, or null when it is not done within `ms` (the timer is cleared either way). */
async function raceDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
