/**
 * `npm run discord:register`: registers the slash commands (src/integrations/discord/definitions.ts)
 * with Discord through DISCORD_API_BASE, globally or, with DISCORD_GUILD_ID, in one server
 * (development: shown at once). Needs DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and
 * DISCORD_BOT_TOKEN (docs/discord.md). Exits non-zero when Discord refuses.
 */
import { discordConfigFromEnv } from '../src/integrations/discord/config.js';
import { COMMANDS } from '../src/integrations/discord/definitions.js';
import { discordRest } from '../src/integrations/discord/rest.js';
import { systemClock } from '../src/primitives/clock.js';

async function main() {
  const config = discordConfigFromEnv(process.env);
  if (!config?.botToken) throw new Error('Set DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and DISCORD_BOT_TOKEN (docs/discord.md).');
  const guildId = process.env.DISCORD_GUILD_ID?.trim() || undefined;
  const registered = (await discordRest({ config, clock: systemClock }).putCommands(COMMANDS, guildId)) as { name: string }[];
  console.log(`${registered.length} commands registered ${guildId ? `in server ${guildId}` : 'globally'}: ${registered.map((c) => `/${c.name}`).join(' ')}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
