/**
 * Refusals the API adds to the game's rules — names that must be unique, limits, idempotency
 * keys. They cite no seed, but they are decided here like the game's own, so that every entry
 * point (a resolver, a job, the inbound webhook) refuses with the same code and words.
 */
import { fail, ok, type RuleResult, type Violation, violation } from './violation.js';

export const MAX_WEBHOOK_ENDPOINTS = 20;

/** A campaign's spells are told apart by name. */
export const spellNameTaken = (name: string): Violation =>
  violation('SPELL_NAME_TAKEN', 'API: spell names are unique within a campaign', `The campaign already has a spell named "${name}".`, { spell: name });

/** A campaign has at most `MAX_WEBHOOK_ENDPOINTS` endpoints. */
export const tooManyWebhooks = (max = MAX_WEBHOOK_ENDPOINTS): Violation =>
  violation('TOO_MANY_WEBHOOKS', `API limit: at most ${max} webhook endpoints per campaign`, `A campaign has at most ${max} webhook endpoints.`);

/** An idempotency key names one request: the same key with other input is refused. */
export const idempotencyKeyReused = (
  key: string,
  rule = 'API: an idempotency key names one request; the same key with other input is refused (keys are kept ≥ 24 h)',
): Violation =>
  violation('IDEMPOTENCY_KEY_REUSED', rule, `The idempotency key "${key}" was already used for another request.`);

/** A ruleset the server has no creation for (both have one today). */
export const rulesetNotSupported = (ruleset: string): Violation =>
  violation('RULESET_NOT_SUPPORTED', `${ruleset}: characters`, `${ruleset} characters are not supported yet.`);

export const MAX_API_KEYS = 25;

/** A person holds at most `MAX_API_KEYS` keys that are not revoked: revoke one to make another. */
export const tooManyApiKeys = (max = MAX_API_KEYS): Violation =>
  violation('TOO_MANY_API_KEYS', `API limit: at most ${max} API keys per person`, `You already have ${max} API keys: revoke one you no longer use first.`);

/** The GM stays with their campaign: a campaign always has its GM. */
export const gmCannotBeRemoved = (): Violation =>
  violation('GM_CANNOT_BE_REMOVED', 'API: a campaign keeps its GM', 'The campaign’s GM cannot be removed from it.');

/** A passkey signs in one person: registering it again is refused (docs/accounts.md). */
export const passkeyAlreadyRegistered = (): Violation => violation('PASSKEY_ALREADY_REGISTERED', 'docs/accounts.md', 'This passkey is registered already.');

/** The last passkey goes only when the person confirms it (docs/accounts.md): a recovery code or an API key is then the way back in. */
export const lastPasskey = (): Violation =>
  violation('LAST_PASSKEY', 'docs/accounts.md', 'This is your last passkey: without it, only a recovery code (or an API key) signs you in. Confirm to remove it anyway.');

/** A claim code names one unclaimed placeholder of an imported campaign (docs/archive.md §Claims). */
export const claimCodeUnknown = (): Violation =>
  violation('CLAIM_CODE_UNKNOWN', 'docs/archive.md §Claims', 'No unclaimed placeholder of this campaign has that claim code (mistyped, or claimed already).');

/** A Discord link code is given by `/link`, used once, within 15 minutes (docs/discord.md §Linking). */
export const discordLinkCodeUnknown = (): Violation =>
  violation('DISCORD_LINK_CODE_UNKNOWN', 'docs/discord.md §Linking', 'No Discord account waits for that code (mistyped, used already, or older than 15 minutes): type /link again in Discord.');

/** One Discord account per account of the table (docs/discord.md §Linking). */
export const discordAlreadyLinked = (): Violation =>
  violation('DISCORD_ALREADY_LINKED', 'docs/discord.md §Linking', 'Your account is already linked to another Discord account: unlink it first.');

/** A link code's confirmation (src/db/discord.ts `confirmLinkCode`) as the rule decides it: the link, or the rule it breaks. */
export function discordLinkConfirmed<T extends { ok: true }>(outcome: T | { ok: false; reason: 'INVALID_CODE' | 'ACCOUNT_ALREADY_LINKED' }): RuleResult<T> {
  if (outcome.ok) return ok(outcome);
  return fail(outcome.reason === 'INVALID_CODE' ? discordLinkCodeUnknown() : discordAlreadyLinked());
}

/**
 * Turning an endpoint on issues it a new secret (docs/webhooks.md): one already on keeps the
 * secret its receiver holds, rather than have it replaced by a second click.
 */
export const webhookAlreadyActive = (): Violation =>
  violation('WEBHOOK_ALREADY_ACTIVE', 'docs/webhooks.md §Managing webhooks', 'This webhook endpoint is already on: its receiver keeps the secret it has.');
