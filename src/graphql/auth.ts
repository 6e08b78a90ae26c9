/** Resolver guards: each throws a top-level UNAUTHENTICATED / FORBIDDEN / NOT_FOUND error. */
import { type CharacterRow, type Role, canEdit, characterWithRole, roleIn } from '../db/access.js';
import type { Caller, Context } from './context.js';
import { forbidden, notFound, unauthenticated } from './errors.js';
import { decodeId } from '../ids.js';

export function requireCaller(ctx: Context): Caller {
  if (!ctx.caller) throw unauthenticated();
  return ctx.caller;
}

/** The caller's role in a campaign given by global ID; refuses non-members (and, if asked, non-GMs). */
export async function requireMember(ctx: Context, campaignGlobalId: unknown, need?: Role): Promise<{ caller: Caller; campaignId: string; role: Role }> {
  const caller = requireCaller(ctx);
  const campaignId = decodeId('Campaign', campaignGlobalId);
  if (!campaignId) throw notFound('campaign');
  return { caller, campaignId, role: await requireRoleIn(ctx, caller, campaignId, need) };
}

/** The caller's role in a campaign given by its uuid; refuses non-members (and, if asked, non-GMs). */
export async function requireRoleIn(ctx: Context, caller: Caller, campaignId: string, need?: Role): Promise<Role> {
  const role = await roleIn(ctx.db, campaignId, caller.userId);
  if (!role) throw forbidden('You are not a member of this campaign.');
  if (need === 'GM' && role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return role;
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
  const found = await characterWithRole(ctx.db, characterId, caller.userId);
  if (!found) throw notFound('character');
  const { character, role } = found;
  if (!role || !canEdit(character, role, caller.userId)) throw forbidden('You may only change your own characters.');
  if (need === 'GM' && role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return { caller, character, role };
}
