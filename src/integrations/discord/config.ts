/**
 * The Discord application's configuration (docs/discord.md), exactly four variables:
 * DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY (hex, from the Developer Portal), DISCORD_BOT_TOKEN
 * (a secret) and DISCORD_API_BASE (default Discord's own; tests point it at a local stand-in).
 */
export const DEFAULT_DISCORD_API_BASE = 'https://discord.com/api/v10';

export interface DiscordConfig {
  applicationId: string;
  /** Ed25519 public key, 32 bytes as 64 hex digits. */
  publicKey: string;
  /** Null: the endpoint still verifies and answers, but cannot post to channels or edit deferred answers. */
  botToken: string | null;
  apiBase: string;
}

export interface DiscordEnv {
  DISCORD_APPLICATION_ID?: string;
  DISCORD_PUBLIC_KEY?: string;
  DISCORD_BOT_TOKEN?: string;
  DISCORD_API_BASE?: string;
}

/**
 * The configuration, or null when Discord is not set up (no application id and no public key:
 * the route then answers 404). Half a configuration stops the start: a misspelt variable must
 * not become an endpoint that refuses every signature in silence.
 */
export function discordConfigFromEnv(env: DiscordEnv): DiscordConfig | null {
  const applicationId = env.DISCORD_APPLICATION_ID?.trim();
  const publicKey = env.DISCORD_PUBLIC_KEY?.trim().toLowerCase();
  if (!applicationId && !publicKey) return null;
  if (!applicationId || !/^\d{1,20}$/.test(applicationId)) throw new Error('DISCORD_APPLICATION_ID: set it to the application id (digits) from the Developer Portal (docs/discord.md)');
  if (!publicKey || !/^[0-9a-f]{64}$/.test(publicKey)) throw new Error('DISCORD_PUBLIC_KEY: set it to the 64 hex digits of the application’s public key (docs/discord.md)');
  const apiBase = (env.DISCORD_API_BASE?.trim() || DEFAULT_DISCORD_API_BASE).replace(/\/+$/, '');
  try {
    new URL(apiBase);
  } catch {
    throw new Error(`DISCORD_API_BASE: ${JSON.stringify(apiBase)} is not a URL`);
  }
  return { applicationId, publicKey, botToken: env.DISCORD_BOT_TOKEN?.trim() || null, apiBase };
}
