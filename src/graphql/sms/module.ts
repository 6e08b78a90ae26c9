/**
 * SMS modules on a character sheet: the Module type, the notation (parse/print), and the
 * DRAFT edits (add, change, remove) each checked against the creation rules (SMS §1, §8).
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, canSee, characterWithRole, type Role } from '../../db/access.js';
import { claimVersion, loadModules, type ModuleRow, moduleRaceIsConflict, retryOnConflict } from '../../db/characters.js';
import { characters, experienceEntries, modules } from '../../db/schema.js';
import { boughtModules, checkSheetModules, mayChangeModule, mayEditModules } from '../../rules/sms/characters.js';
import type { Module as RulesModule } from '../../rules/sms/module.js';
import { parseModules, printModule, printModules } from '../../rules/sms/notation.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { requireCaller, requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import type { Caller, Context } from '../context.js';
import { ModuleSource, Polarity } from '../enums.js';
import { conflict, MUTATION_ERRORS, notFound, RuleViolation, validate } from '../errors.js';
import { decodeId, encodeId } from '../../ids.js';
import { CharacterPayload } from '../refs.js';

const UUID_LIKE = /^[0-9a-f-]{36}$/i;

export const Module = builder.node(builder.objectRef<ModuleRow>('Module'), {
  description: 'A module: a background fact with a scope (1 specific … 5 generic) and a rank (SMS §1).',
  id: { resolve: (m) => m.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !UUID_LIKE.test(id)) return null;
    const [row] = await ctx.db.select().from(modules).where(eq(modules.id, id)).limit(1);
    if (!row) return null;
    // Refetchable by whoever sees its character (DESIGN: the same rules as the queries).
    const found = await characterWithRole(ctx.db, row.characterId, ctx.caller.userId);
    return found && canSee(found.character, found.role) ? row : null;
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    scope: t.exposeInt('scope'),
    polarity: t.field({ type: Polarity, resolve: (m) => m.polarity }),
    rank: t.exposeInt('rank', { description: 'Magnitude ≥ 1; the polarity carries the sign.' }),
    source: t.field({ type: ModuleSource, resolve: (m) => m.source }),
    roleplay: t.exposeBoolean('roleplay'),
    removable: t.exposeBoolean('removable', { description: 'Tied to an object; stops counting while the object is lost.' }),
    objectName: t.exposeString('objectName', { nullable: true }),
    canProgress: t.exposeBoolean('canProgress', { description: 'May gain ranks with experience.' }),
    notation: t.string({ description: 'The module in SMS notation, e.g. `Force (5) : 1`.', resolve: (m) => printModule(m) }),
  }),
});

// ----- Notation ------------------------------------------------------------------------------

const ParsedModule = builder
  .objectRef<{ line: number; name: string; scope: number; polarity: RulesModule['polarity']; rank: number }>('ParsedModule')
  .implement({
    fields: (t) => ({
      line: t.exposeInt('line'),
      name: t.exposeString('name'),
      scope: t.exposeInt('scope'),
      polarity: t.field({ type: Polarity, resolve: (m) => m.polarity }),
      rank: t.exposeInt('rank'),
    }),
  });

const ParseError = builder.objectRef<{ line: number; message: string }>('ModuleParseError').implement({
  fields: (t) => ({ line: t.exposeInt('line'), message: t.exposeString('message') }),
});

const ModuleParse = builder.objectRef<{ modules: { line: number; name: string; scope: number; polarity: RulesModule['polarity']; rank: number }[]; errors: { line: number; message: string }[] }>('ModuleParse').implement({
  description: 'A paper sheet read line by line: the modules understood, and the lines that were not.',
  fields: (t) => ({
    modules: t.field({ type: [ParsedModule], resolve: (p) => p.modules }),
    errors: t.field({ type: [ParseError], resolve: (p) => p.errors }),
  }),
});

builder.queryField('parseModules', (t) =>
  t.field({
    type: ModuleParse,
    description: 'Read modules written in SMS notation, one per line (`Force (5) : 1`, `Un peu bête (-5) : 1`, `Résistance à la douleur (*2) : 2`, `Petite taille (5) -1`).',
    args: { text: t.arg.string() },
    complexity: 5,
    resolve: (_root, { text }) => {
      if (text.length > 20_000) return { modules: [], errors: [{ line: 0, message: 'text longer than 20,000 characters' }] };
      // Keep each module's line number so a frontend can point at it.
      const lines = text.split(/\r?\n/);
      const out: { line: number; name: string; scope: number; polarity: RulesModule['polarity']; rank: number }[] = [];
      lines.forEach((lineText, index) => {
        const parsed = parseModules(lineText);
        for (const m of parsed.modules) out.push({ line: index + 1, ...m });
      });
      const { errors } = parseModules(text);
      return { modules: out, errors };
    },
  }),
);

// ----- Inputs -------------------------------------------------------------------------------

export const ModuleInput = builder.inputType('ModuleInput', {
  description: 'A module to put on a sheet. Scope 1–5 and rank ≥ 1 are checked by the rules (RuleViolation).',
  fields: (t) => ({
    name: t.string(),
    scope: t.int(),
    polarity: t.field({ type: Polarity }),
    rank: t.int(),
    roleplay: t.boolean({ required: false }),
    removable: t.boolean({ required: false }),
    objectName: t.string({ required: false }),
    canProgress: t.boolean({ required: false }),
  }),
});

/** Types only: ranges are the rules' business, so breaches come back as RuleViolations. */
export const moduleInputSchema = z.object({
  name: z.string().max(500),
  scope: z.number().int(),
  polarity: z.enum(['POSITIVE', 'NEGATIVE', 'RESISTIVE']),
  rank: z.number().int(),
  roleplay: z.boolean().optional(),
  removable: z.boolean().optional(),
  objectName: z.string().trim().max(80).optional(),
  canProgress: z.boolean().optional(),
});
export type ModuleInputValue = z.output<typeof moduleInputSchema>;

builder.queryField('printModules', (t) =>
  t.string({
    description: 'Print modules in canonical SMS notation, one per line.',
    args: { modules: t.arg({ type: [ModuleInput] }) },
    resolve: (_root, { modules: list }) => printModules(list.map((m) => ({ name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank }))),
  }),
);

// ----- Edits --------------------------------------------------------------------------------

type Change =
  | { kind: 'add'; module: ModuleInputValue }
  | { kind: 'update'; moduleId: string; patch: Partial<ModuleInputValue> }
  | { kind: 'remove'; moduleId: string };

/** Load → rules → one transaction (version claimed, module written, adjustment logged). */
async function changeModules(ctx: Context, caller: Caller, load: () => Promise<{ character: CharacterRow; role: Role }>, change: Change) {
  return retryOnConflict(
    async () => {
      const { character, role } = await load();
      const editable = mayEditModules(character, role);
      if (!editable.ok) throw RuleViolation.from(editable.violations);
      const isAdjustment = editable.value.adjustment;
      // Read fresh, not through the request's loader: a retry must decide on the new state.
      const current = (await loadModules(ctx.db, [character.id])).get(character.id) ?? [];
      const campaign = await ctx.loaders.campaigns.load(character.campaignId);

      let next: Pick<ModuleRow, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>[];
      let target: ModuleRow | undefined;
      if (change.kind === 'add') {
        next = [...current, { ...change.module, name: change.module.name.trim(), source: isAdjustment ? 'GM' : 'PLAYER' }];
      } else {
        target = current.find((m) => m.id === change.moduleId);
        if (!target) throw notFound('module');
        const changeable = mayChangeModule(target, role);
        if (!changeable.ok) throw RuleViolation.from(changeable.violations);
        next =
          change.kind === 'remove'
            ? current.filter((m) => m.id !== change.moduleId)
            : current.map((m) => (m.id === change.moduleId ? { ...m, ...definedOnly(change.patch), name: (change.patch.name ?? m.name).trim() } : m));
      }
      const violations = checkSheetModules(character, boughtModules(next), campaign?.settings.maxModuleRank ?? 5, campaign?.magicSystem);
      if (violations.length) throw RuleViolation.from(violations);

      await ctx.db.transaction(async (tx) => {
        await claimVersion(tx, character.id, character.version);
        let moduleId: string | undefined = target?.id;
        if (change.kind === 'add') {
          const m = change.module;
          const [row] = await tx
            .insert(modules)
            .values({
              characterId: character.id,
              name: m.name.trim(),
              nameKey: moduleNameKey(m.name),
              scope: m.scope,
              polarity: m.polarity,
              rank: m.rank,
              source: isAdjustment ? 'GM' : 'PLAYER',
              roleplay: m.roleplay ?? false,
              removable: m.removable ?? false,
              objectName: m.objectName ?? null,
              canProgress: m.canProgress ?? true,
              position: current.length,
            })
            .returning({ id: modules.id });
          moduleId = row!.id;
        } else if (change.kind === 'update') {
          const patch = definedOnly(change.patch);
          await tx
            .update(modules)
            .set({ ...patch, ...(patch.name !== undefined ? { name: patch.name.trim(), nameKey: moduleNameKey(patch.name) } : {}) })
            .where(eq(modules.id, change.moduleId));
        } else {
          await tx.delete(modules).where(eq(modules.id, change.moduleId));
        }
        if (isAdjustment) {
          await tx.insert(experienceEntries).values({
            characterId: character.id,
            kind: 'GM_ADJUSTMENT',
            xp: 0,
            reason: `GM ${change.kind === 'add' ? 'added' : change.kind === 'update' ? 'changed' : 'removed'} a module`,
            moduleId: moduleId ?? null,
            detail: { change: change.kind, before: target ? printModule(target) : null, after: change.kind === 'remove' ? null : change.kind === 'add' ? printModule(change.module) : printModule({ ...target!, ...definedOnly(change.patch) }) },
            authorId: caller.userId,
          });
        }
      }).catch(moduleRaceIsConflict);
      const [fresh] = await ctx.db.select().from(characters).where(eq(characters.id, character.id));
      ctx.loaders.modules.clear(character.id);
      return { character: fresh! };
    },
    conflict,
  );
}

function definedOnly<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null)) as never;
}

/** The character a module belongs to, with the caller's right to edit it. */
async function loadByModule(ctx: Context, moduleGlobalId: unknown) {
  const moduleId = decodeId('Module', moduleGlobalId);
  if (!moduleId) throw notFound('module');
  const [row] = await ctx.db.select({ characterId: modules.characterId }).from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!row) throw notFound('module');
  return { moduleId, characterGlobalId: encodeId('Character', row.characterId) };
}

const AddModuleInput = builder.inputType('AddModuleInput', {
  fields: (t) => ({ characterId: t.id(), module: t.field({ type: ModuleInput }) }),
});

builder.mutationField('addModule', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'Add a module. DRAFT: checked against the creation rules (SMS §8). ACTIVE: GM only, recorded as an adjustment.',
    args: { input: t.arg({ type: AddModuleInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const caller = requireCaller(ctx);
      await requireEditableCharacter(ctx, input.characterId);
      const module = validate(moduleInputSchema, input.module);
      return changeModules(ctx, caller, () => requireEditableCharacter(ctx, input.characterId), { kind: 'add', module });
    },
  }),
);

const UpdateModuleInput = builder.inputType('UpdateModuleInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    moduleId: t.id(),
    name: t.string({ required: false }),
    scope: t.int({ required: false }),
    polarity: t.field({ type: Polarity, required: false }),
    rank: t.int({ required: false }),
    roleplay: t.boolean({ required: false }),
    removable: t.boolean({ required: false }),
    objectName: t.string({ required: false }),
    canProgress: t.boolean({ required: false }),
  }),
});

builder.mutationField('updateModule', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'Change a module. DRAFT: the sheet must still pass the creation rules. ACTIVE: GM only, recorded as an adjustment.',
    args: { input: t.arg({ type: UpdateModuleInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const caller = requireCaller(ctx);
      const { moduleId, characterGlobalId } = await loadByModule(ctx, input.moduleId);
      await requireEditableCharacter(ctx, characterGlobalId);
      const { moduleId: _ignored, ...patch } = validate(moduleInputSchema.partial().extend({ moduleId: z.string() }), input);
      return changeModules(ctx, caller, () => requireEditableCharacter(ctx, characterGlobalId), { kind: 'update', moduleId, patch });
    },
  }),
);

const RemoveModuleInput = builder.inputType('RemoveModuleInput', { fields: (t) => ({ moduleId: t.id() }) });

builder.mutationField('removeModule', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'Remove a module. DRAFT: the sheet must still pass the creation rules. ACTIVE: GM only, recorded as an adjustment.',
    args: { input: t.arg({ type: RemoveModuleInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const caller = requireCaller(ctx);
      const { moduleId, characterGlobalId } = await loadByModule(ctx, input.moduleId);
      await requireEditableCharacter(ctx, characterGlobalId);
      return changeModules(ctx, caller, () => requireEditableCharacter(ctx, characterGlobalId), { kind: 'remove', moduleId });
    },
  }),
);

