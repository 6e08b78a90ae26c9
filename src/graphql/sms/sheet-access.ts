/**
 * The one read of a sheet edit (issue #11): the character, the caller's right to it, its
 * campaign and its modules come back in a single statement (src/db/sheets.ts), and the
 * guards of src/graphql/auth.ts are applied to it in memory, with the same answers
 * (NOT_FOUND, FORBIDDEN and their messages) in the same order. Through the request's read
 * combiner: the caller's credential is checked in that same statement. And what every sheet
 * edit does around its one write: the retries that decide again on a fresh read, a new module's
 * row, the payload once written.
 */
import type { CharacterRow, Role } from '../../db/access.js';
import { type ModuleRow, moduleRaceIsConflict, retryOnConflict, VersionConflict } from '../../db/characters.js';
import {
  type CampaignRead,
  insertCharacter,
  type NewCharacter,
  type NewModule,
  readCampaignForSheets,
  readSheet,
  type SheetChange,
  type SheetRead,
  sheetAfter,
  writeSheet,
} from '../../db/sheets.js';
import { decodeId, encodeId } from '../../primitives/ids.js';
import type { Module } from '../../rules/sms/module.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { refuseUnlessEditable, requireCaller, requireRole } from '../auth.js';
import type { Caller, Context } from '../context.js';
import { conflict, notFound } from '../errors.js';

/**
 * What a sheet type (SmsSheet, YlniesSheet) resolves from: its character row. Here, beside the
 * sheet reads, so the two games' sheet types name it without importing each other (a circle).
 */
export type SheetParent = { character: CharacterRow };

/** A sheet read for an edit, with who asked and the role they needed (the retries ask it again). */
export type EditableSheet = SheetRead & { caller: Caller; role: Role; need?: Role };

function editable(caller: Caller, found: SheetRead, need?: Role, named = 'character'): EditableSheet {
  const { character, role } = found;
  refuseUnlessEditable(character, role, caller.userId, undefined, named);
  return { ...found, caller, role: requireRole(role, need), need };
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
  const role = requireRole(found?.role, need);
  return { ...found!, caller, campaignId, role };
}

/** After a write: the payload's sheet fields read the modules from here, not from the database again. */
function primeModules(ctx: Context, characterId: string, rows: readonly ModuleRow[]): void {
  ctx.loaders.modules.clear(characterId).prime(characterId, [...rows]);
}

/**
 * A sheet edit's attempts: the first decides on the read that also authorized the request; after
 * a lost version race each retry reads the character's sheet again, with the same guards, and
 * decides again.
 */
export function decideOnSheet<T>(ctx: Context, first: EditableSheet, decide: (sheet: EditableSheet) => Promise<T>, attempts?: number): Promise<T> {
  let attempt = 0;
  const reread = () => readEditableSheet(ctx, encodeId('Character', first.character.id), first.need);
  return retryOnConflict(async () => decide(attempt++ === 0 ? first : await reread()), conflict, attempts);
}

/** What a sheet edit changes; the version guard is the read's it decided on. */
export type SheetEdit = Omit<SheetChange, 'characterId' | 'campaignId' | 'version' | 'at'>;

/**
 * A sheet's one write, under the version guard of `character` as it was decided on. None comes
 * back when its version moved since the read, or a rival write put the same module on the sheet
 * first: a VersionConflict, which `decideOnSheet` retries. Else the payload, the modules it wrote
 * applied to `before` and primed for the payload's sheet fields.
 */
export async function commitSheet(ctx: Context, character: CharacterRow, before: readonly ModuleRow[], edit: SheetEdit): Promise<{ character: CharacterRow }> {
  const { id: characterId, campaignId, version } = character;
  const change = { characterId, campaignId, version, ...edit, at: ctx.clock.now() };
  const written = await writeSheet(ctx.db, change).catch(moduleRaceIsConflict);
  if (!written) throw new VersionConflict();
  primeModules(ctx, written.character.id, sheetAfter(before, written));
  return { character: written.character };
}

/**
 * A new SMS character in ONE statement: the row, its modules in sheet order and its
 * `character.created` event (`created`: what the event says besides the id), all or nothing.
 * Without a creation roll there is no place to take: the insert always lands. Its modules are
 * primed for the payload's sheet fields.
 */
export async function createSheet(
  ctx: Context,
  character: Omit<NewCharacter, 'id' | 'ruleset'>,
  modules: readonly (Omit<Module, 'source'> & { source: ModuleRow['source'] })[],
  created: Record<string, unknown>,
): Promise<CharacterRow> {
  const id = crypto.randomUUID();
  const written = await insertCharacter(ctx.db, { id, ...character, ruleset: 'SMS' }, {
    modules: modules.map((m, position) => newModule(m, m.source, position)),
    events: [{ type: 'character.created', payload: { characterId: encodeId('Character', id), ...created } }],
    at: ctx.clock.now(),
  });
  primeModules(ctx, id, written!.modules);
  return written!.character;
}

/** A module's own fields, with the columns' defaults for what it leaves out. */
export function withModuleDefaults(m: Omit<Module, 'source'>): Required<Omit<Module, 'source' | 'objectLost'>> {
  return {
    name: m.name,
    scope: m.scope,
    polarity: m.polarity,
    rank: m.rank,
    roleplay: m.roleplay ?? false,
    removable: m.removable ?? false,
    objectName: m.objectName ?? null,
    canProgress: m.canProgress ?? true,
  };
}

/** A module to insert at `position`: a new id, its name key, and the columns' defaults for what it leaves out. */
export function newModule(m: Omit<Module, 'source'>, source: ModuleRow['source'], position: number): NewModule {
  return { id: crypto.randomUUID(), ...withModuleDefaults(m), nameKey: moduleNameKey(m.name), source, position };
}
