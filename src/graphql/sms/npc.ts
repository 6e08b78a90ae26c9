/**
 * NPCs by role and definition method (SMS §9): the GM's definition lives in
 * `characters.state.npc` of an NPC character and shows on its sheet (NPCs are the GM's, so
 * only the GM sees them). NPCs never roll: everything here is a difficulty.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { ModuleRow } from '../../db/characters.js';
import { mayDefineNpc, npcDefinitionOf, npcModulesFromSheet } from '../../rules/sms/npc-sheet.js';
import * as npcs from '../../rules/sms/npcs.js';
import type { DeclaredModule } from '../../rules/sms/resolution.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { SmsSheet } from './character.js';
import type { Context } from '../context.js';
import { validate, accepted } from '../errors.js';
import { npcOf, requireSms, STATE_RETRIES } from './health.js';
import { decodeId, encodeId, globalId } from '../../primitives/ids.js';
import { Module } from './module.js';
import { CharacterPayload } from '../refs.js';
import { commitSheet, decideOnSheet, readEditableSheet } from './sheet-access.js';
import { inputMutation } from '../mutation.js';
import { field, inputType } from '../input.js';

export const NpcRole = builder.enumType('NpcRole', {
  description: 'SMS §9: the narrative role sets the base die for a light wound.',
  values: {
    BOSS: { description: 'D12 or more.' },
    RECURRING: { description: 'D10–D12.' },
    ONE_SHOT: { description: 'D8–D10.' },
    DISPOSABLE: { description: 'D2–D6; dies in one hit.' },
  } as const,
});

export const NpcMethod = builder.enumType('NpcMethod', {
  description: 'SMS §9: how the NPC is written down.',
  values: {
    UBER_SIMPLE: { description: 'Difficulties made up on the spot and noted (gnolls 3/3).' },
    SIMPLE: { description: 'The same, written beforehand.' },
    SEMI_MODULAR: { description: 'A fixed difficulty plus the ranks of the modules the action activates.' },
    DELUXE: { description: 'Full modules like a PC; its action score is a raw difficulty rounded up to a die.' },
  } as const,
});

function toDeclared(row: ModuleRow): DeclaredModule {
  // Its object lost, a removable module stays in the definition but counts for nothing (rules/sms/npcs.ts).
  return { id: row.id, name: row.name, scope: row.scope, polarity: row.polarity, rank: row.rank, source: row.source, removable: row.removable, objectName: row.objectName, objectLost: row.objectLost };
}

/**
 * The stored definition as it stands now: name and size from the character, the modules it
 * uses re-read from the sheet (a GM who raises a rank changes the NPC's difficulties; a module
 * removed from the sheet drops out of the definition).
 */
export function currentNpc(character: CharacterRow, rows: readonly ModuleRow[]): npcs.NpcDefinition | null {
  const stored = npcOf(character);
  if (!stored) return null;
  const own = { name: character.name, sizeFactor: character.sizeFactor };
  if (stored.method === 'UBER_SIMPLE' || stored.method === 'SIMPLE') return { ...stored, ...own };
  const modular = stored as npcs.SemiModularNpc | npcs.DeluxeNpc;
  const modules = modular.modules.flatMap((m) => {
    const row = rows.find((r) => r.id === m.id);
    return row ? [toDeclared(row)] : [];
  });
  return { ...modular, ...own, modules };
}

function needsModules(npc: Pick<npcs.NpcDefinition, 'method'>): boolean {
  return npc.method === 'SEMI_MODULAR' || npc.method === 'DELUXE';
}

/**
 * An NPC the GM asks about (SMS §9 numbers are the GM's secrets): GM only, an SMS NPC with a
 * definition, read with its current modules.
 */
export async function loadNpcForGm(ctx: Context, npcGlobalId: unknown): Promise<{ character: CharacterRow; npc: npcs.NpcDefinition }> {
  // Its modules ride in the guard's statement (the read combiner), used only once the guard passed.
  const npcId = decodeId('Character', npcGlobalId);
  const modules = npcId ? ctx.loaders.modules.load(npcId) : null;
  modules?.catch(() => undefined);
  const { character } = await requireEditableCharacter(ctx, npcGlobalId, 'GM');
  requireSms(character);
  const stored = accepted(npcDefinitionOf(character, npcOf(character)));
  const rows = needsModules(stored) ? await (modules ?? ctx.loaders.modules.load(character.id)) : [];
  return { character, npc: currentNpc(character, rows)! };
}

// ----- The NPC on its sheet --------------------------------------------------------------------

type NpcView = { npc: npcs.NpcDefinition; rows: readonly ModuleRow[] };

const NpcDifficultyEntry = builder.objectRef<{ name: string; difficulty: number }>('NpcDifficulty').implement({
  description: 'A named difficulty of a simple NPC ("climb 4").',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What the difficulty is for (“climb”, “bribe”).' }),
    difficulty: t.exposeInt('difficulty', { description: 'The difficulty as the GM wrote it (a number the die arithmetic rounds: 3 → D4).' }),
  }),
});

function moduleRows(view: NpcView, ids: readonly string[] | undefined): ModuleRow[] {
  return (ids ?? []).flatMap((id) => view.rows.filter((r) => r.id === id));
}

function difficultyDie(npc: npcs.NpcDefinition, action: npcs.NpcAction): number | null {
  const d = npcs.npcDifficulty(npc, action);
  return d.ok ? d.value.die : null;
}

export const Npc = builder.objectRef<NpcView>('Npc').implement({
  description: 'How the GM defined this NPC (SMS §9), with its base dice. Visible to the GM only, like the NPC.',
  fields: (t) => ({
    role: t.field({ type: NpcRole, description: 'Its place in the story, which sets the range of its base die.', resolve: ({ npc }) => npc.role }),
    method: t.field({ type: NpcMethod, description: 'How it is defined: raw difficulties, a few modules, or full modules.', resolve: ({ npc }) => npc.method }),
    attack: t.int({ nullable: true, description: 'Simple and semi-modular: the attack difficulty (the die a PC defends against).', resolve: ({ npc }) => ('attack' in npc ? npc.attack : null) }),
    defence: t.int({ nullable: true, description: 'Simple and semi-modular: the defence difficulty (to inflict a light wound).', resolve: ({ npc }) => ('defence' in npc ? npc.defence : null) }),
    other: t.field({
      type: [NpcDifficultyEntry],
      description: 'Other named difficulties (simple and semi-modular); empty for the other methods.',
      resolve: ({ npc }) => Object.entries('other' in npc ? (npc.other ?? {}) : {}).map(([name, difficulty]) => ({ name, difficulty })),
    }),
    minion: t.boolean({ description: 'Declared a minion or bystander.', resolve: ({ npc }) => npc.minion ?? false }),
    diesInOneHit: t.boolean({ description: 'Disposable NPCs, minions and bystanders die from any weapon hit (SMS §4, §9).', resolve: ({ npc }) => npcs.diesInOneHit(npc) }),
    modules: t.field({
      type: [Module],
      description: 'Semi-modular and deluxe: the sheet modules the definition uses.',
      resolve: (view) => (view.npc.method === 'SEMI_MODULAR' || view.npc.method === 'DELUXE' ? moduleRows(view, view.npc.modules.map((m) => m.id)) : []),
    }),
    attackModules: t.field({ type: [Module], description: 'Deluxe: the modules of its usual attack.', resolve: (view) => (view.npc.method === 'DELUXE' ? moduleRows(view, view.npc.attackModuleIds) : []) }),
    defenceModules: t.field({ type: [Module], description: 'Deluxe: the modules of its usual defence.', resolve: (view) => (view.npc.method === 'DELUXE' ? moduleRows(view, view.npc.defenceModuleIds) : []) }),
    baseDie: t.int({
      nullable: true,
      description: 'The die to inflict a light wound on it (its defence, settled: 3 → D4). Null if its definition no longer holds (a module it used was removed).',
      resolve: ({ npc }) => difficultyDie(npc, 'DEFENCE'),
    }),
    attackDie: t.int({ nullable: true, description: 'Its attack base die, settled: a PC defends against it, before severity and armour.', resolve: ({ npc }) => difficultyDie(npc, 'ATTACK') }),
  }),
});

builder.objectField(SmsSheet, 'npc', (t) =>
  t.field({
    type: Npc,
    nullable: true,
    description: 'An NPC’s definition by role and method (SMS §9); null for PCs and undefined NPCs.',
    resolve: async ({ character }, _args, ctx) => {
      const stored = npcOf(character);
      if (!stored) return null;
      const rows = needsModules(stored) ? await ctx.loaders.modules.load(character.id) : [];
      return { npc: currentNpc(character, rows)!, rows };
    },
  }),
);

// ----- defineNpc -------------------------------------------------------------------------------

const NpcDifficultyInput = inputType(
  'NpcDifficultyInput',
  {
    name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'What the difficulty is for (“climb”, “bribe”).'),
    difficulty: field.int(z.int().check(z.maximum(1000)), 'The difficulty, a number the die arithmetic rounds (3 → D4).'),
  },
  'A named difficulty of an NPC (“climb 4”).',
);

const moduleIds = z.nullish(z.array(globalId('Module')).check(z.maxLength(200)));

const DefineNpcInput = inputType('DefineNpcInput', {
  characterId: field.id(z.string().check(z.maxLength(200)), 'An NPC of the campaign (created with createCharacter, kind NPC).'),
  role: field.of(NpcRole, z.enum(['BOSS', 'RECURRING', 'ONE_SHOT', 'DISPOSABLE']), 'Its place in the story: sets the range its base die must fall in (unless `allowOutsideRole`).'),
  method: field.of(NpcMethod, z.enum(['UBER_SIMPLE', 'SIMPLE', 'SEMI_MODULAR', 'DELUXE']), 'How it is defined; it decides which of the fields below are required.'),
  attack: field.int(z.nullish(z.int().check(z.maximum(1000))), 'UBER_SIMPLE, SIMPLE, SEMI_MODULAR: the attack difficulty (required).'),
  defence: field.int(z.nullish(z.int().check(z.maximum(1000))), 'UBER_SIMPLE, SIMPLE, SEMI_MODULAR: the defence difficulty, i.e. the base die for a light wound (required).'),
  other: field.of([NpcDifficultyInput.ref], z.nullish(z.array(NpcDifficultyInput.schema).check(z.maxLength(50))), 'Other named difficulties (not for DELUXE).'),
  modules: field.idList(moduleIds, 'SEMI_MODULAR, DELUXE: modules of the NPC’s sheet the definition uses (default: all of them).'),
  attackModuleIds: field.idList(moduleIds, 'DELUXE: the modules of its usual attack.'),
  defenceModuleIds: field.idList(moduleIds, 'DELUXE: the modules of its usual defence (its base die).'),
  minion: field.boolean(z.nullish(z.boolean()), 'A minion or bystander: dies from any weapon hit (SMS §4). Disposable NPCs always do.'),
  sizeFactor: field.int(z.nullish(z.int()), 'SMS §6: 1–9, sets the character’s size factor.'),
  allowOutsideRole: field.boolean(z.nullish(z.boolean()), 'Accept a base die outside the role’s range (the seed says "le plus souvent").'),
});

const defineSchema = DefineNpcInput.schema.check(z.superRefine((v, issue) => {
  const simple = v.method !== 'DELUXE';
  if (simple && v.attack == null) issue.addIssue({ code: 'custom', path: ['attack'], message: `${v.method} needs an attack difficulty` });
  if (simple && v.defence == null) issue.addIssue({ code: 'custom', path: ['defence'], message: `${v.method} needs a defence difficulty` });
  if (!simple && (v.attack != null || v.defence != null || v.other?.length)) {
    issue.addIssue({ code: 'custom', path: ['method'], message: 'a DELUXE NPC takes its difficulties from its modules' });
  }
  if ((v.method === 'UBER_SIMPLE' || v.method === 'SIMPLE') && v.modules?.length) {
    issue.addIssue({ code: 'custom', path: ['modules'], message: `${v.method} uses no modules` });
  }
  if (v.method !== 'DELUXE' && (v.attackModuleIds?.length || v.defenceModuleIds?.length)) {
    issue.addIssue({ code: 'custom', path: ['method'], message: 'attack and defence modules are for DELUXE NPCs' });
  }
  const names = (v.other ?? []).map((o) => o.name.toLowerCase());
  if (new Set(names).size !== names.length) issue.addIssue({ code: 'custom', path: ['other'], message: 'each named difficulty once' });
}));

inputMutation('defineNpc', {
  type: CharacterPayload,
  description:
    'GM: define an NPC by its role (the base die for a light wound) and a method: uber-simple, simple, semi-modular or deluxe (SMS §9). The base die must fall in the role’s range unless `allowOutsideRole`.',
  input: DefineNpcInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // One read: the NPC, the caller's role and its modules.
    const first = await readEditableSheet(ctx, input.characterId, 'GM');
    return decideOnSheet(
      ctx,
      first,
      async ({ character, modules: rows }) => {
        const v = validate(defineSchema, input);
        requireSms(character);
        accepted(mayDefineNpc(character));
        const common = { name: character.name, role: v.role, sizeFactor: v.sizeFactor ?? character.sizeFactor, ...(v.minion != null ? { minion: v.minion } : {}) };
        const other = v.other?.length ? { other: Object.fromEntries(v.other.map((o) => [o.name, o.difficulty])) } : {};
        let npc: npcs.NpcDefinition;
        if (v.method === 'UBER_SIMPLE' || v.method === 'SIMPLE') {
          npc = { ...common, method: v.method, attack: v.attack!, defence: v.defence!, ...other };
        } else {
          const wanted = v.modules ?? rows.map((r) => r.id);
          const modules = accepted(npcModulesFromSheet(character.name, wanted, rows, (id) => encodeId('Module', id))).map(toDeclared);
          npc =
            v.method === 'SEMI_MODULAR'
              ? { ...common, method: 'SEMI_MODULAR', attack: v.attack!, defence: v.defence!, ...other, modules }
              : { ...common, method: 'DELUXE', modules, attackModuleIds: v.attackModuleIds ?? [], defenceModuleIds: v.defenceModuleIds ?? [] };
        }
        const checked = accepted(npcs.validateNpc(npc, { allowOutsideRole: v.allowOutsideRole ?? false }));
        // One statement: the definition (and size) under the version guard.
        const size = v.sizeFactor != null ? { set: { sizeFactor: v.sizeFactor } } : {};
        return commitSheet(ctx, character, rows, { state: { npc: checked }, ...size });
      },
      STATE_RETRIES,
    );
  },
});
