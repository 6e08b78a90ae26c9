/**
 * Resolver guards: each throws a top-level UNAUTHENTICATED / FORBIDDEN / NOT_FOUND error.
 * The caller's role in a campaign is read once per request (ctx.loaders), however many fields
 * and guards ask for it.
 */
import { type CharacterRow, type Role, canEdit, canSee, characterScreenQuery, characterWithRoleOf, characterWithRoleQuery, parseModules } from '../db/access.js';
import type { Caller, Context } from './context.js';
import { forbidden, notFound, unauthenticated } from './errors.js';
import { UUID, decodeId } from '../primitives/ids.js';

/**
 * The caller, or UNAUTHENTICATED. With a credential of the current form this is the user it
 * claims, not yet checked: build the operation's read for it; the read carries the check
 * (src/graphql/authentication.ts), and nothing is read or written for it unless the check passes.
 */
export function requireCaller(ctx: Context): Caller {
  if (!ctx.caller) throw unauthenticated();
  return ctx.caller;
}

/**
 * The caller once checked, with its name: for an operation that writes before it reads (the
 * check then takes a statement of its own, as the write would have waited for it anyway).
 */
export async function verifiedCaller(ctx: Context): Promise<Caller & { name: string; createdAt: Date }> {
  const caller = requireCaller(ctx);
  await ctx.loaders.read.authenticate();
  if (caller.name === undefined || caller.createdAt === undefined) throw unauthenticated();
  return caller as Caller & { name: string; createdAt: Date };
}

/** The caller's role in a campaign given by global ID; refuses non-members (and, if asked, non-GMs). */
export async function requireMember(ctx: Context, campaignGlobalId: unknown, need?: Role): Promise<{ caller: Caller; campaignId: string; role: Role }> {
  const caller = requireCaller(ctx);
  const campaignId = decodeId('Campaign', campaignGlobalId);
  if (!campaignId) throw notFound('campaign');
  return { caller, campaignId, role: await requireRoleIn(ctx, caller, campaignId, need) };
}

/**
 * The caller's role in a campaign given by its uuid; refuses non-members (and, if asked, non-GMs).
 * The read brings the campaign row along (one statement), for the resolvers that need its settings.
 */
export async function requireRoleIn(ctx: Context, _caller: Caller, campaignId: string, need?: Role): Promise<Role> {
  // The request's loaders answer for the request's caller, the only caller there is.
  return requireRole((await ctx.loaders.campaignViews.load(campaignId))?.viewerRole, need);
}

/**
 * The caller's role in a campaign as a read found it: FORBIDDEN when there is none (not a
 * member) and, if asked, when it is not the GM's. The one wording of both refusals.
 */
export function requireRole(role: Role | null | undefined, need?: Role): Role {
  if (!role) throw forbidden('You are not a member of this campaign.');
  if (need === 'GM' && role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return role;
}

/**
 * Refuse a character the caller may not change. What the caller may not even see (another
 * campaign's character, an NPC for a player) is NOT_FOUND, as if it did not exist: a refusal
 * must not tell that it exists (docs/api.md §Errors, issue 22 item 26). FORBIDDEN is for what
 * the caller sees but may not change (another player's PC). Every guard on a character id ends here.
 */
export function refuseUnlessEditable(
  character: CharacterRow,
  role: Role | null,
  userId: string,
  message = 'You may only change your own characters.',
  /** What the caller named (a module names its character): the NOT_FOUND says the same as for a nonexistent one. */
  named = 'character',
): asserts role is Role {
  if (!role || !canSee(character, role)) throw notFound(named);
  if (!canEdit(character, role, userId)) throw forbidden(message);
}

/** Load a character the caller may edit: its campaign's GM, or the player who owns it. */
export async function requireEditableCharacter(
  ctx: Context,
  characterGlobalId: unknown,
  need?: Role,
): Promise<{ caller: Caller; character: CharacterRow; role: Role }> {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', characterGlobalId);
  if (!characterId) throw notFound('character');
  // Read directly, not through the character loader: the mutation is about to change this row,
  // and a later field must not be answered from the copy read before the write.
  const found = characterWithRoleOf(await ctx.loaders.read(characterWithRoleQuery(ctx.db, characterId, caller.userId)));
  if (!found) throw notFound('character');
  const { character, role } = found;
  ctx.loaders.roles.prime(character.campaignId, role);
  refuseUnlessEditable(character, role, caller.userId);
  requireRole(role, need);
  return { caller, character, role };
}

/**
 * A character the caller may see (GM: any of the campaign's; player: the PCs) with the caller's
 * role, or null: one statement, remembered for the request (for queries: the row is read after
 * any write of the request).
 */
export async function loadVisibleCharacterWithRole(
  ctx: Context,
  characterId: string,
  options: { screen?: boolean; withModules?: boolean } = {},
): Promise<{ character: CharacterRow; role: Role } | null> {
  if (!ctx.caller) return null;
  if (options.screen && UUID.test(characterId)) await primeCharacterScreen(ctx, characterId, ctx.caller.userId, options.withModules ?? false);
  const found = await ctx.loaders.charactersWithRole.load(characterId);
  return found?.role && canSee(found.character, found.role) ? { character: found.character, role: found.role } : null;
}

/** Read the character with the role, its campaign, owner and (if asked) modules in one statement, and leave them in the request's loaders. */
async function primeCharacterScreen(ctx: Context, characterId: string, userId: string, withModules: boolean): Promise<void> {
  const [row] = await ctx.loaders.read(characterScreenQuery(ctx.db, characterId, userId, withModules));
  const role = row?.role ?? null;
  ctx.loaders.charactersWithRole.prime(characterId, row ? { character: row.character, role } : null);
  if (!row) return;
  ctx.loaders.characters.prime(characterId, row.character);
  ctx.loaders.roles.prime(row.character.campaignId, role);
  // Only what the caller may see is kept: a refused caller's request never shows these.
  if (!role || !canSee(row.character, role)) return;
  ctx.loaders.campaignViews.prime(row.campaign.id, { ...row.campaign, viewerRole: role });
  if (row.owner) ctx.loaders.users.prime(row.owner.id, row.owner);
  if (withModules) ctx.loaders.modules.prime(characterId, parseModules(row.modules));
}
