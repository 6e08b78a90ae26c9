/**
 * The one read of a sheet edit (issue #11): the character, the caller's right to it, its
 * campaign and its modules come back in a single statement (src/db/sheets.ts), and the
 * guards of src/graphql/auth.ts are applied to it in memory, with the same answers
 * (NOT_FOUND, FORBIDDEN and their messages) in the same order. Through the request's read
 * combiner: the caller's credential is checked in that same statement.
 */
import type { CharacterRow, Role } from '../../db/access.js';
import type { ModuleRow } from '../../db/characters.js';
import { type CampaignRead, readCampaignForSheets, readSheet, type SheetRead } from '../../db/sheets.js';
import { decodeId } from '../../primitives/ids.js';
import { refuseUnlessEditable, requireCaller } from '../auth.js';
import type { Caller, Context } from '../context.js';
import { forbidden, notFound } from '../errors.js';

/**
 * What a sheet type (SmsSheet, YlniesSheet) resolves from: its character row. Here, beside the
 * sheet reads, so the two games' sheet types name it without importing each other (a circle).
 */
export type SheetParent = { character: CharacterRow };

export type EditableSheet = SheetRead & { caller: Caller; role: Role };

function editable(caller: Caller, found: SheetRead, need?: Role, named = 'character'): EditableSheet {
  const { character, role } = found;
  refuseUnlessEditable(character, role, caller.userId, undefined, named);
  if (need === 'GM' && role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return { ...found, caller, role };
}

/** `requireEditableCharacter` in the same statement as everything the sheet rules read. */
export async function readEditableSheet(ctx: Context, characterGlobalId: unknown, need?: Role, options: { archetypes?: boolean } = {}): Promise<EditableSheet> {
  const caller = requireCaller(ctx);
  const characterId = decodeId('Character', characterGlobalId);
  if (!characterId) throw notFound('character');
  const found = await readSheet(ctx.loaders.read, { characterId }, caller.userId, options);
  if (!found) throw notFound('character');
  return editable(caller, found, need);
}

/** The sheet a module belongs to, read by the module's global id; a module that is not there is NOT_FOUND. */
export async function readEditableSheetOfModule(ctx: Context, moduleGlobalId: unknown): Promise<EditableSheet & { moduleId: string }> {
  const caller = requireCaller(ctx);
  const moduleId = decodeId('Module', moduleGlobalId);
  if (!moduleId) throw notFound('module');
  const found = await readSheet(ctx.loaders.read, { moduleId }, caller.userId);
  if (!found) throw notFound('module');
  return { ...editable(caller, found, undefined, 'module'), moduleId };
}

/** `requireMember` in the same statement as the campaign's settings (and, if asked, its archetypes). */
export async function readCampaignAsMember(
  ctx: Context,
  campaignGlobalId: unknown,
  need?: Role,
  options: { archetypes?: boolean } = {},
): Promise<CampaignRead & { caller: Caller; campaignId: string; role: Role }> {
  const caller = requireCaller(ctx);
  const campaignId = decodeId('Campaign', campaignGlobalId);
  if (!campaignId) throw notFound('campaign');
  const found = await readCampaignForSheets(ctx.loaders.read, campaignId, caller.userId, options);
  const role = found?.role;
  if (!found || !role) throw forbidden('You are not a member of this campaign.');
  if (need === 'GM' && role !== 'GM') throw forbidden('Only the campaign’s GM may do that.');
  return { ...found, caller, campaignId, role };
}

/** After a write: the payload's sheet fields read the modules from here, not from the database again. */
export function primeModules(ctx: Context, characterId: string, rows: readonly ModuleRow[]): void {
  ctx.loaders.modules.clear(characterId).prime(characterId, [...rows]);
}
