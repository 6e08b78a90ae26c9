/**
 * SMS modules on a character sheet: the Module type, the notation (parse/print), and the
 * DRAFT edits (add, change, remove) each checked against the creation rules (SMS §1, §8).
 */
import * as z from 'zod/mini';
import { canSee } from '../../db/access.js';
import { type ModuleRow, readModuleWithCharacter } from '../../db/characters.js';
import { boughtModules, checkSheetModules, mayChangeModule, mayEditModules, moduleShapeViolations } from '../../rules/sms/characters.js';
import { type ModulesParse, type ParsedModule as NotationModule, parseModules, printModule, printModules } from '../../rules/sms/notation.js';
import { rankCost } from '../../rules/sms/experience.js';
import { moduleNameKey, racialModuleName } from '../../rules/sms/races.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { Locale, ModuleSource, Polarity } from '../enums.js';
import { notFound, validate, accepted, refuseIf } from '../errors.js';
import { UUID } from '../../primitives/ids.js';
import { CharacterPayload } from '../refs.js';
import { MODULE_INPUT_WORDS as IN, MODULE_WORDS as W } from './module-words.js';
import { commitSheet, decideOnSheet, type EditableSheet, newModule, readEditableSheet, readEditableSheetOfModule, type SheetEdit } from './sheet-access.js';
import { inputMutation, inputOf, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

export const Module = builder.node(builder.objectRef<ModuleRow>('Module'), {
  description: 'A module: a background fact with a scope (1 specific … 5 generic) and a rank (SMS §1).',
  id: { resolve: (m) => m.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !UUID.test(id)) return null;
    // Refetchable by whoever sees its character (DESIGN: the same rules as the queries): the
    // module, its character and the caller's role in one statement.
    const found = await readModuleWithCharacter(ctx.reader, id, ctx.caller.userId);
    return found && canSee(found.character, found.role) ? found.row : null;
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: W.name }),
    scope: t.exposeInt('scope', { description: W.scope }),
    polarity: t.field({ type: Polarity, description: W.polarity, resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: 'Magnitude ≥ 1; the polarity carries the sign.' }),
    source: t.field({ type: ModuleSource, description: 'Where it comes from (race, player, archetype, wound, fatigue, magic, GM adjustment).', resolve: (m) => m.source }),
    roleplay: t.exposeBoolean('roleplay', { description: W.roleplay }),
    removable: t.exposeBoolean('removable', { description: 'Tied to an object; stops counting while the object is lost.' }),
    objectName: t.exposeString('objectName', { nullable: true, description: W.objectName }),
    canProgress: t.exposeBoolean('canProgress', { description: 'May gain ranks with experience.' }),
    objectLost: t.exposeBoolean('objectLost', {
      description: 'A removable module whose object is lost: it counts in no score until the object is found (`setModuleObjectLost`).',
    }),
    notation: t.string({ description: 'The module in SMS notation, e.g. `Force (5) : 1`.', resolve: (m) => printModule(m) }),
    label: t.string({
      description: 'The name to show in a locale: a racial module’s translation (src/data), any other module as written.',
      args: { locale: t.arg({ type: Locale, defaultValue: 'EN' }) },
      resolve: (m, { locale }) => (m.source === 'RACE' ? (racialModuleName(m.name, locale) ?? m.name) : m.name),
    }),
    rankCost: t.int({ description: 'XP one more rank of it costs (SMS §8: its scope).', resolve: (m) => rankCost(m.scope) }),
  }),
});

// ----- Notation ------------------------------------------------------------------------------

/** A module read from one line of notation, with that line. */
type ParsedLine = NotationModule & { line: number };
type ParseFailure = ModulesParse['errors'][number];

const ParsedModule = builder.objectRef<ParsedLine>('ParsedModule').implement({
  description: 'One module read from a line of SMS notation.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line it was read from, counting from 1.' }),
    name: t.exposeString('name', { description: W.name }),
    scope: t.exposeInt('scope', { description: W.scope }),
    polarity: t.field({ type: Polarity, description: 'Read from the notation: `(5)` positive, `(-5)` or a negative rank (`(5) -1`) negative, `(*5)` resistive.', resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: W.rank }),
  }),
});

const ParseError = builder.objectRef<ParseFailure>('ModuleParseError').implement({
  description: 'A line that could not be read as a module.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line, counting from 1 (0: the whole text, e.g. longer than 20,000 characters).' }),
    message: t.exposeString('message', { description: 'What was wrong with it, in English, for the developer or the person who typed it.' }),
  }),
});

const ModuleParse = payloadType<{ modules: ParsedLine[]; errors: ParseFailure[] }>(
  'ModuleParse',
  {
    modules: [[ParsedModule], 'The modules understood, in the order of the lines.'],
    errors: [[ParseError], 'The lines that were not understood; empty when every line was.'],
  },
  'A paper sheet read line by line: the modules understood, and the lines that were not.',
);

builder.queryField('parseModules', (t) =>
  t.field({
    type: ModuleParse,
    description: 'Read modules written in SMS notation, one per line (`Force (5) : 1`, `Un peu bête (-5) : 1`, `Résistance à la douleur (*2) : 2`, `Petite taille (5) -1`).',
    args: { text: t.arg.string({ description: 'The modules, one per line (at most 20,000 characters).' }) },
    complexity: 5,
    resolve: (_root, { text }) => {
      if (text.length > 20_000) return { modules: [], errors: [{ line: 0, message: 'text longer than 20,000 characters' }] };
      // Keep each module's line number so a frontend can point at it.
      const perLine = text.split(/\r?\n/).map((lineText) => parseModules(lineText).modules);
      const modules = perLine.flatMap((found, index) => found.map((m) => ({ line: index + 1, ...m })));
      return { modules, errors: parseModules(text).errors };
    },
  }),
);

// ----- Inputs -------------------------------------------------------------------------------

/** Types only: ranges are the rules' business, so breaches come back as RuleViolations. */
const ModuleFields = inputType(
  'ModuleInput',
  {
    name: field.string(z.string().check(z.maxLength(500)), 'The background fact, free text (at most 500 characters).'),
    scope: field.int(z.int(), IN.scope),
    polarity: field.of(Polarity, z.enum(['POSITIVE', 'NEGATIVE', 'RESISTIVE']), IN.polarity),
    rank: field.int(z.int(), IN.rank),
    roleplay: field.boolean(z.optional(z.boolean()), IN.roleplay),
    removable: field.boolean(z.optional(z.boolean()), IN.removable),
    objectName: field.string(z.optional(z.string().check(z.trim(), z.maxLength(80))), IN.objectName),
    canProgress: field.boolean(z.optional(z.boolean()), IN.canProgress),
  },
  'A module to put on a sheet. Scope 1–5 and rank ≥ 1 are checked by the rules (RuleViolation).',
);
export const ModuleInput = ModuleFields.ref;
export const moduleInputSchema = ModuleFields.schema;
export type ModuleInputValue = z.output<typeof moduleInputSchema>;

builder.queryField('printModules', (t) =>
  t.string({
    description: 'Print modules in canonical SMS notation, one per line.',
    args: { modules: t.arg({ type: [ModuleInput], description: 'The modules to print (only name, scope, polarity and rank are used).' }) },
    resolve: (_root, { modules: list }) => printModules(list.map((m) => ({ name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank }))),
  }),
);

// ----- Edits --------------------------------------------------------------------------------

type Change =
  | { kind: 'add'; module: ModuleInputValue }
  | { kind: 'update'; moduleId: string; patch: Partial<ModuleInputValue> }
  | { kind: 'remove'; moduleId: string };

/**
 * One read (the sheet, the caller's role, the campaign) → rules → ONE statement (version
 * guard, module written, adjustment logged). A lost version race, or a rival write that put
 * the same module on the sheet first, re-reads the character's sheet and re-decides.
 */
async function changeModules(ctx: Context, first: EditableSheet, change: Change) {
  return decideOnSheet(ctx, first, async ({ caller, character, role, campaign, modules: current }) => {
    const editable = accepted(mayEditModules(character, role));
    const source = editable.adjustment ? 'GM' : 'PLAYER';
    const patch = change.kind === 'update' ? definedOnly(change.patch) : {};

    let next: Pick<ModuleRow, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>[];
    let target: ModuleRow | undefined;
    if (change.kind === 'add') {
      next = [...current, { ...change.module, name: change.module.name.trim(), source }];
    } else {
      target = current.find((m) => m.id === change.moduleId);
      if (!target) throw notFound('module');
      accepted(mayChangeModule(target, role));
      if (change.kind === 'update') refuseIf(moduleShapeViolations({ ...target, ...patch }));
      next =
        change.kind === 'remove'
          ? current.filter((m) => m.id !== change.moduleId)
          : current.map((m) => (m.id === change.moduleId ? { ...m, ...patch, name: (patch.name ?? m.name).trim() } : m));
    }
    const violations = checkSheetModules(character, boughtModules(next), campaign.settings.maxModuleRank ?? 5, campaign.magicSystem);
    refuseIf(violations);

    let edit: SheetEdit;
    let moduleId = target?.id;
    if (change.kind === 'add') {
      const added = newModule({ ...change.module, name: change.module.name.trim() }, source, current.length);
      moduleId = added.id;
      edit = { insert: [added] };
    } else if (change.kind === 'update') {
      // A module no longer tied to an object has no object to have lost.
      const found = patch.removable === false ? { objectLost: false } : {};
      const named = patch.name !== undefined ? { name: patch.name.trim(), nameKey: moduleNameKey(patch.name) } : {};
      edit = { update: [{ id: change.moduleId, patch: { ...patch, ...found, ...named } }] };
    } else {
      edit = { remove: [change.moduleId] };
    }
    if (editable.adjustment) {
      const after = change.kind === 'remove' ? null : printModule(change.kind === 'add' ? change.module : { ...target!, ...patch });
      edit.adjustment = {
        reason: `GM ${change.kind === 'add' ? 'added' : change.kind === 'update' ? 'changed' : 'removed'} a module`,
        moduleId: moduleId ?? null,
        detail: { change: change.kind, before: target ? printModule(target) : null, after },
        authorId: caller.userId,
      };
    }
    return commitSheet(ctx, character, current, edit);
  });
}

function definedOnly<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null)) as never;
}

const AddModuleInput = inputType('AddModuleInput', {
  characterId: field.id(z.string(), 'The SMS character whose sheet gets the module.'),
  module: field.of(ModuleInput, moduleInputSchema, 'The module to add.'),
});

inputMutation('addModule', {
  type: CharacterPayload,
  description: 'Add a module. DRAFT: checked against the creation rules (SMS §8). ACTIVE: GM only, recorded as an adjustment.',
  input: AddModuleInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const sheet = await readEditableSheet(ctx, input.characterId);
    // The module alone: its issues' paths are the module's fields (`rank`), as they always were.
    const module = validate(moduleInputSchema, input.module);
    return changeModules(ctx, sheet, { kind: 'add', module });
  },
});

/** A module's fields as `ModuleInput` checks them, each one optional. */
const M = moduleInputSchema.shape;

const UpdateModuleInput = inputType(
  'UpdateModuleInput',
  {
    moduleId: field.id(z.string(), 'The module to change.'),
    name: field.string(z.optional(M.name), 'A new name (background fact).'),
    scope: field.int(z.optional(M.scope), 'A new scope, 1–5.'),
    polarity: field.of(Polarity, z.optional(M.polarity), 'A new polarity.'),
    rank: field.int(z.optional(M.rank), 'A new rank, ≥ 1 (on a DRAFT sheet at most 3, racial ranks included).'),
    roleplay: field.boolean(z.optional(M.roleplay), 'Whether it is a roleplay module.'),
    removable: field.boolean(z.optional(M.removable), 'Whether it is tied to an object.'),
    objectName: field.string(z.optional(M.objectName), 'The object a removable module is tied to, at most 80 characters.'),
    canProgress: field.boolean(z.optional(M.canProgress), 'Whether it may gain ranks with experience.'),
  },
  'Only the fields given change.',
);

inputMutation('updateModule', {
  type: CharacterPayload,
  description: 'Change a module. DRAFT: the sheet must still pass the creation rules. ACTIVE: GM only, recorded as an adjustment.',
  input: UpdateModuleInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const sheet = await readEditableSheetOfModule(ctx, input.moduleId);
    const { moduleId: _ignored, ...patch } = validate(UpdateModuleInput.schema, input);
    return changeModules(ctx, sheet, { kind: 'update', moduleId: sheet.moduleId, patch });
  },
});

const RemoveModuleInput = inputOf('RemoveModuleInput', 'moduleId', 'id', 'The module to remove.');

inputMutation('removeModule', {
  type: CharacterPayload,
  description: 'Remove a module. DRAFT: the sheet must still pass the creation rules. ACTIVE: GM only, recorded as an adjustment.',
  input: RemoveModuleInput,
  resolve: async (_root, { input }, ctx) => {
    const sheet = await readEditableSheetOfModule(ctx, input.moduleId);
    return changeModules(ctx, sheet, { kind: 'remove', moduleId: sheet.moduleId });
  },
});

