/**
 * Characters: the `Character` node with its ruleset-specific `sheet`, creation, activation.
 * SMS sheets are here; Ylnies adds its sheet type to the union in its own file.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { ModuleRow } from '../../db/characters.js';
import type { CampaignRead } from '../../db/sheets.js';
import { experienceAccount } from '../../rules/sms/creation.js';
import { printModules } from '../../rules/sms/notation.js';
import { mayActivate, sheetPartFor } from '../../rules/character-sheet.js';
import { boughtModules, checkSheetModules, smsCreation } from '../../rules/sms/characters.js';
import { findRace, racialModules } from '../../rules/sms/races.js';
import { loadVisibleCharacterWithRole, requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { CharacterKind, CharacterStatus, Ruleset } from '../enums.js';
import { validate, accepted, refuseIf, refuse } from '../errors.js';
import { decodeId, encodeId, splitScoped } from '../../primitives/ids.js';
import { MODULE_FIELDS, asksFor } from '../lookahead.js';
import { Module, moduleInputSchema, ModuleInput } from './module.js';
import { SmsRace } from '../campaign/race.js';
import { CharacterPayload, CharacterRef } from '../refs.js';
import { User } from '../campaign/user.js';
import { Campaign, loadCampaignView } from '../campaign/campaign.js';
import { YlniesCharacterInput, YlniesSheet, createYlniesCharacter } from '../ylnies/ylnies.js';
import { commitSheet, createSheet, decideOnSheet, readCampaignAsMember, readEditableSheet, type SheetParent } from './sheet-access.js';
import { rulesetNotSupported } from '../../rules/api-limits.js';
import { eagerChildren } from '../eager.js';
import { inputMutation, inputOf } from '../mutation.js';
import { field, inputType } from '../input.js';

/** A character the caller may see, or null: read once per request with the caller's role (src/graphql/auth.ts). */
export async function loadVisibleCharacter(ctx: Context, id: string, options?: { screen?: boolean; withModules?: boolean }): Promise<CharacterRow | null> {
  return (await loadVisibleCharacterWithRole(ctx, id, options))?.character ?? null;
}

/** A node kept on a character's sheet (a wound, an affliction) by its id `<character>:<local id>`: null unless the caller sees the character. */
export async function loadOnSheet<T extends { id: string }>(ctx: Context, id: string, onSheet: (character: CharacterRow) => T[]): Promise<T | null> {
  const [characterId, localId] = splitScoped(id);
  const character = characterId ? await loadVisibleCharacter(ctx, characterId) : null;
  return character ? (onSheet(character).find((x) => x.id === localId) ?? null) : null;
}

builder.node(CharacterRef, {
  description: 'A PC or an NPC of a campaign. What the ruleset keeps about it is in `sheet`.',
  id: { resolve: (c) => c.id },
  // `node(id)` on a character: its campaign and owner come with it (src/graphql/auth.ts).
  loadOne: (id, ctx) => loadVisibleCharacter(ctx, id, { screen: true }),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The character’s name, 1–80 characters.' }),
    kind: t.field({ type: CharacterKind, description: 'PC (a player’s) or NPC (the GM’s).', resolve: (c) => c.kind }),
    status: t.field({ type: CharacterStatus, description: 'DRAFT while being built, ACTIVE once in play.', resolve: (c) => c.status }),
    ruleset: t.field({ type: Ruleset, description: 'Its campaign’s game: which branch `sheet` is (SmsSheet or YlniesSheet).', resolve: (c) => c.ruleset }),
    version: t.exposeInt('version', { description: 'Bumped by every change.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (c) => c.createdAt }),
    campaign: t.field({ type: Campaign, description: 'The campaign it belongs to.', resolve: async (c, _args, ctx) => (await loadCampaignView(ctx, c.campaignId))! }),
    owner: t.field({
      type: User,
      nullable: true,
      description: 'The player who owns a PC; null for NPCs.',
      resolve: (c, _args, ctx) => (c.ownerId ? ctx.loaders.users.load(c.ownerId) : null),
    }),
    sheet: t.field({ type: CharacterSheet, description: 'What its ruleset keeps about it: an SmsSheet or a YlniesSheet (branch on `__typename`).', resolve: (c) => ({ character: c }) }),
  }),
});

builder.queryField('character', (t) =>
  t.field({
    type: CharacterRef,
    nullable: true,
    description: 'A character you can see: any of your campaign’s for the GM, the PCs for players.',
    args: { id: t.arg.id() },
    resolve: (_root, { id }, ctx, info) => {
      requireCaller(ctx);
      const characterId = decodeId('Character', id);
      if (!characterId) return null;
      // Its rolls and requests in the same statement as the character (src/graphql/eager.ts).
      eagerChildren(ctx, info, { id: characterId });
      return loadVisibleCharacter(ctx, characterId, { screen: true, withModules: asksFor(info, MODULE_FIELDS) });
    },
  }),
);

// ----- SMS sheet ------------------------------------------------------------------------------

const Experience = builder.objectRef<{ earned: number; spent: number; available: number }>('Experience').implement({
  description: 'SMS §8 experience accounting: earned = creation budget + capped negative gain + awards; spent = racial cost + ranks bought.',
  fields: (t) => ({
    earned: t.exposeInt('earned', { description: 'XP earned: the creation budget (40 unless the GM set another), the capped gain from negative modules (at most 10), and every award.' }),
    spent: t.exposeInt('spent', { description: 'XP spent: the race’s net cost (Human 0, Mielfin 4, others 7) and every rank bought (its scope each).' }),
    available: t.exposeInt('available', { description: 'earned − spent: what is left to buy ranks with (may be banked).' }),
  }),
});

/** SMS §8: DRAFT characters are priced from their modules; ACTIVE ones from the frozen account. */
export function smsExperience(character: CharacterRow, rows: readonly ModuleRow[]) {
  if (character.creationEarned !== null && character.creationSpent !== null) {
    const earned = character.creationEarned + character.xpAwarded;
    const spent = character.creationSpent + character.xpBought;
    return { earned, spent, available: earned - spent };
  }
  if (character.kind === 'NPC') return { earned: character.xpAwarded, spent: character.xpBought, available: character.xpAwarded - character.xpBought };
  return experienceAccount({
    race: character.race,
    modules: boughtModules(rows),
    budget: character.creationBudget,
    awards: character.xpAwarded,
    bought: character.xpBought,
  });
}

export const SmsSheet = builder.objectRef<SheetParent>('SmsSheet').implement({
  description: 'An SMS character: race, modules, experience; health and magic add their fields in their own files.',
  isTypeOf: (value) => (value as SheetParent).character?.ruleset === 'SMS',
  fields: (t) => ({
    race: t.field({ type: SmsRace, nullable: true, description: 'Its Loreval race with its racial package; null for an NPC with no race (creatures keep theirs in `creature`).', resolve: ({ character }) => (character.race ? (findRace(character.race) ?? null) : null) }),
    sizeFactor: t.int({ description: 'Size factor 1–9, 5 average (SMS §6).', resolve: ({ character }) => character.sizeFactor }),
    modules: t.field({
      type: [Module],
      description: 'Every module on the sheet, racial ones included, in sheet order.',
      resolve: ({ character }, _args, ctx) => ctx.loaders.modules.load(character.id),
    }),
    notation: t.string({
      description: 'The sheet’s modules printed in SMS notation, one per line.',
      resolve: async ({ character }, _args, ctx) => printModules(await ctx.loaders.modules.load(character.id)),
    }),
    experience: t.field({
      type: Experience,
      description: 'Its experience account (SMS §8).',
      resolve: async ({ character }, _args, ctx) => smsExperience(character, await ctx.loaders.modules.load(character.id)),
    }),
  }),
});

export const CharacterSheet = builder.unionType('CharacterSheet', {
  description: 'What the ruleset keeps about a character: branch on `__typename`.',
  types: [SmsSheet, YlniesSheet],
  resolveType: (value: SheetParent) => (value.character.ruleset === 'SMS' ? 'SmsSheet' : 'YlniesSheet'),
});

// ----- Creation -----------------------------------------------------------------------------

const SmsCharacterInput = inputType(
  'SmsCharacterInput',
  {
    race: field.string(z.nullish(z.string().check(z.trim(), z.maxLength(40))), 'Race key from `races(ruleset: SMS)`, e.g. TIFIN. Optional for NPCs.'),
    modules: field.of([ModuleInput], z.array(moduleInputSchema).check(z.maxLength(200)), 'The modules bought, racial ones excluded (they come with the race).'),
    sizeFactor: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(9))), 'Defaults to the race’s; only the GM may set another (SMS §6).'),
  },
  'What an SMS character starts with: its race and the modules bought with the creation budget.',
);

/**
 * Its schema is the SMS creation's: `sms` is optional in the schema (a Ylnies campaign gives
 * `ylnies`) but an SMS character needs it; `ylnies` is checked by the Ylnies creation.
 */
export const CreateCharacterInput = inputType('CreateCharacterInput', {
  campaignId: field.id(z.string(), 'The campaign (the caller must be a member); its ruleset says whether `sms` or `ylnies` is given.'),
  name: field.string(z.string().check(z.trim(), z.minLength(1, 'a character needs a name'), z.maxLength(80)), 'The character’s name, 1–80 characters.'),
  kind: field.of(CharacterKind, z.nullish(z.enum(['PC', 'NPC'])), 'PC (default) or NPC (GM only).'),
  sms: field.of(SmsCharacterInput.ref, SmsCharacterInput.schema, 'For SMS campaigns.', { required: false }),
  ylnies: field.of(YlniesCharacterInput, z.optional(z.unknown()), 'For Ylnies campaigns.'),
});

/** Creation hooks per ruleset; Ylnies registers its own. They get the campaign as the request's one read found it. */
export const createCharacterByRuleset: Partial<Record<'SMS' | 'YLNIES', (ctx: Context, input: unknown, read: CampaignRead, role: 'GM' | 'PLAYER') => Promise<CharacterRow>>> = {
  SMS: createSmsCharacter,
  YLNIES: createYlniesCharacter,
};

async function createSmsCharacter(ctx: Context, input: unknown, { campaign }: CampaignRead, role: 'GM' | 'PLAYER'): Promise<CharacterRow> {
  const caller = requireCaller(ctx);
  const v = validate(CreateCharacterInput.schema, input);
  const creation = accepted(smsCreation({ kind: v.kind ?? 'PC', role, race: v.sms.race, sizeFactor: v.sms.sizeFactor }));
  const { kind, race, sizeFactor } = creation;
  const draft = {
    kind,
    status: creation.status,
    race: race?.key ?? null,
    creationBudget: campaign.settings.creationBudget,
  };
  const bought = v.sms.modules.map((m) => ({ ...m, name: m.name.trim(), source: 'PLAYER' as const }));
  const violations = checkSheetModules(draft, bought, campaign.settings.maxModuleRank, campaign.magicSystem);
  refuseIf(violations);

  const rows = [
    ...(race ? racialModules(race, 'fr') : []).map((m) => ({ ...m, source: 'RACE' as const })),
    ...bought.map((m) => ({ ...m, source: kind === 'NPC' ? ('GM' as const) : ('PLAYER' as const) })),
  ];
  const row = { ...draft, campaignId: campaign.id, ownerId: kind === 'PC' ? caller.userId : null, name: v.name, sizeFactor };
  return createSheet(ctx, row, rows, { ruleset: 'SMS', kind, race: draft.race, status: draft.status });
}

inputMutation('createCharacter', {
  type: CharacterPayload,
  description:
    'Create a character. A PC (yours, in DRAFT) is checked against the creation rules (SMS §8: 40 XP, at most 3 ranks per module, negatives give back at most 10 XP); an NPC (GM only) is bound by no budget.',
  input: CreateCharacterInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const read = await readCampaignAsMember(ctx, input.campaignId);
    const { role } = read;
    const ruleset = read.campaign.ruleset;
    const create = createCharacterByRuleset[ruleset];
    if (!create) refuse(rulesetNotSupported(ruleset));
    const given = input as { sms?: unknown; ylnies?: unknown };
    accepted(sheetPartFor(ruleset, { sms: Boolean(given.sms), ylnies: Boolean(given.ylnies) }));
    return { character: await create(ctx, input, read, role) };
  },
});

const ActivateCharacterInput = inputOf('ActivateCharacterInput', 'characterId', 'id', 'The DRAFT character to put in play (a PC’s player, or the GM).');

inputMutation('activateCharacter', {
  type: CharacterPayload,
  description: 'Lock a DRAFT PC: it becomes ACTIVE, and from then on its ranks change only through experience or a GM adjustment.',
  input: ActivateCharacterInput,
  resolve: async (_root, { input }, ctx) => {
    const first = await readEditableSheet(ctx, input.characterId);
    return decideOnSheet(ctx, first, async ({ character, campaign, modules: rows }) => {
      accepted(mayActivate(character.status));
      if (character.ruleset === 'SMS') {
        const violations = checkSheetModules(character, boughtModules(rows), campaign.settings.maxModuleRank, campaign.magicSystem);
        refuseIf(violations);
      }
      const account = character.ruleset === 'SMS' ? smsExperience(character, rows) : { earned: 0, spent: 0 };
      // One statement: ACTIVE with the frozen account, only at the version decided on, and the event.
      return commitSheet(ctx, character, rows, {
        set: { status: 'ACTIVE', creationEarned: account.earned - character.xpAwarded, creationSpent: account.spent - character.xpBought },
        events: [{ type: 'character.activated', payload: { characterId: encodeId('Character', character.id), ruleset: character.ruleset, kind: character.kind } }],
      });
    });
  },
});
