/**
 * The part of Discord's REST API the project uses: edit a deferred answer, post a channel
 * message. Rate limits (Discord's "Rate Limits" topic): a 429 carries `retry_after` (seconds)
 * and `global`; a route's bucket says `X-RateLimit-Remaining: 0` with `X-RateLimit-Reset-After`.
 * Both are respected here: a bucket that is out waits before its next request, a global 429
 * holds every route, and a 429 is retried after its `retry_after` (a few times, then failed,
 * so a delivery job's own retry takes over).
 */
import type { Clock } from '../../primitives/clock.js';
import type { DiscordConfig } from './config.js';

export interface DiscordMessage {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  flags?: number;
  allowed_mentions?: { parse?: ('users' | 'roles' | 'everyone')[]; users?: string[]; roles?: string[] };
}

export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Discord answered ${status}`);
  }
}

export interface RestOptions {
  config: DiscordConfig;
  clock: Clock;
  /** Waits (tests pass a fast one); default: a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** 429s retried before giving up (then DiscordApiError with retryAfterMs). */
  maxRetries?: number;
  /** The longest wait taken in-process; a longer retry_after is handed back to the caller's retry. */
  maxWaitMs?: number;
}

/** Bucket state shared by the clients of a process (an isolate): keyed by route. */
const routeResets = new Map<string, number>();
let globalReset = 0;

/** The route key Discord buckets by: the path with its major parameter kept (channel, webhook). */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/\/messages\/\d+/, '/messages/:id')}`;
}

export function discordRest(options: RestOptions) {
  const { config, clock } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxRetries = options.maxRetries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 10_000;

  async function request(method: string, path: string, body: unknown, auth: boolean): Promise<unknown> {
    const route = routeKey(method, path);
    for (let attempt = 0; ; attempt++) {
      const wait = Math.max(globalReset, routeResets.get(route) ?? 0) - clock.now().getTime();
      if (wait > 0) {
        if (wait > maxWaitMs) throw new DiscordApiError(429, 'rate limited (local bucket)', wait);
        await sleep(wait);
      }
      const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'DiscordBot (https://github.com/sms-rules-engine, 0.1)' };
      if (auth) {
        if (!config.botToken) throw new Error('DISCORD_BOT_TOKEN is not set: the bot cannot post (docs/discord.md)');
        headers.authorization = `Bot ${config.botToken}`;
      }
      const response = await fetch(`${config.apiBase}${path}`, { method, headers, body: JSON.stringify(body) });
      const now = clock.now().getTime();
      if (response.headers.get('x-ratelimit-remaining') === '0') {
        const resetAfter = Number(response.headers.get('x-ratelimit-reset-after'));
        if (Number.isFinite(resetAfter)) routeResets.set(route, now + resetAfter * 1000);
      }
      if (response.status === 429) {
        const text = await response.text();
        let parsed: { retry_after?: number; global?: boolean } = {};
        try {
          parsed = JSON.parse(text);
        } catch {}
        const retryAfterMs = Math.ceil(1000 * (Number(parsed.retry_after ?? response.headers.get('retry-after')) || 1));
        if (parsed.global || response.headers.get('x-ratelimit-global') === 'true') globalReset = now + retryAfterMs;
        else routeResets.set(route, now + retryAfterMs);
        if (attempt >= maxRetries || retryAfterMs > maxWaitMs) throw new DiscordApiError(429, text, retryAfterMs);
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new DiscordApiError(response.status, text);
      return text ? JSON.parse(text) : null;
    }
  }

  return {
    /** Edit the answer of a deferred interaction (the token lives 15 minutes; no bot token needed). */
    editOriginal: (token: string, message: DiscordMessage) => request('PATCH', `/webhooks/${config.applicationId}/${token}/messages/@original`, message, false),
    /**
     * A follow-up message to an interaction (the token lives 15 minutes; no bot token needed).
     * Right after a deferral the first follow-up would replace the "thinking…" message and keep
     * its visibility: send it once @original is edited, and its own `flags` count.
     */
    followUp: (token: string, message: DiscordMessage) => request('POST', `/webhooks/${config.applicationId}/${token}`, message, false),
    /** Post to a channel as the bot. */
    createMessage: (channelId: string, message: DiscordMessage) => request('POST', `/channels/${channelId}/messages`, message, true) as Promise<{ id: string }>,
    /** Overwrite the application's commands (global, or one guild's). */
    putCommands: (commands: unknown[], guildId?: string) =>
      request('PUT', guildId ? `/applications/${config.applicationId}/guilds/${guildId}/commands` : `/applications/${config.applicationId}/commands`, commands, true),
  };
}

export type DiscordRest = ReturnType<typeof discordRest>;

/** Tests: forget the buckets between cases. */
export function resetRateLimits(): void {
  routeResets.clear();
  globalReset = 0;
}
