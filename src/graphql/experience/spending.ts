/**
 * Spending experience (SMS §8): `spendExperience` buys one rank — a module raised by one or a
 * new module at rank 1, for its scope in XP — at the end of the last scenario the character
 * completed, once per module per scenario end, in one conditional statement so XP never goes
 * negative whatever runs at the same time.
 */

import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { type ModuleRow, retryOnConflict, VersionConflict } from '../../db/characters.js';
import { PurchaseFailed, readSpendState, writePurchase } from '../../db/experience.js';
import type { MagicVariant } from '../../rules/magic/catalogue.js';
import { magicModuleViolations } from '../../rules/magic/prerequisites.js';
import { type PurchaseModule, validatePurchase } from '../../rules/sms/experience.js';
import { mayBuyRanks, newModuleNotOnSheet, purchaseOvertaken } from '../../rules/sms/experience-ledger.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { refuseUnlessEditable, requireCaller } from '../auth.js';
import { conflict, notFound, validate, accepted, refuseIf, refuse } from '../errors.js';
import { ExperienceEntry } from './ledger.js';
import { playLoaders } from './play-history-shared.js';
import type { EntryView } from './shared.js';
import { decodeId, encodeId, globalId } from '../../primitives/ids.js';
import { Module, ModuleInput, moduleInputSchema } from '../sms/module.js';
import { CharacterRef } from '../refs.js';
import { inputMutation, payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

// ----- spendExperience --------------------------------------------------------------------------

const SpendExperienceInput = inputType(
  'SpendExperienceInput',
  {
    characterId: field.id(z.string(), 'The ACTIVE SMS character who buys (its player, or the GM); at a scenario end.'),
    moduleId: field.id(z.nullish(globalId('Module')), 'A module of the character to raise by one rank, for its scope in XP.'),
    newModule: field.of(ModuleInput, z.nullish(moduleInputSchema), 'A new module, bought at rank 1 for its scope in XP.'),
  },
  'Give exactly one of moduleId (raise it by one rank) or newModule (add it at rank 1).',
);

const SpendExperiencePayload = payloadType<{ character: CharacterRow; module: ModuleRow; entry: EntryView; cost: number }>(
  'SpendExperiencePayload',
  {
    character: [CharacterRef, 'The character after the purchase (its experience account updated).'],
    module: [Module, 'The module raised by one rank, or added at rank 1.'],
    entry: [ExperienceEntry, 'The PURCHASE line written in the ledger.'],
    cost: ['Int', 'XP spent: the module’s scope (SMS §8).'],
  },
  'The character after the purchase, the module bought up, and the ledger entry.',
);

const spendSchema = SpendExperienceInput.schema.check(z.superRefine((v, ctx) => {
  if (!v.moduleId === !v.newModule) ctx.addIssue({ code: 'custom', path: ['moduleId'], message: 'give exactly one of moduleId or newModule' });
}));

inputMutation('spendExperience', {
  type: SpendExperiencePayload,
  description:
    'Owner or GM: buy one rank (SMS §8) — raise a module by one rank or add a new one at rank 1, for its scope in XP — at the end of the last scenario the character completed, at most one rank per module per scenario end, within the campaign’s maxModuleRank, never below 0 XP. ACTIVE SMS characters only. Emits rank.bought.',
  input: SpendExperienceInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const characterId = decodeId('Character', input.characterId);
    if (!characterId) throw notFound('character');
    let validated: z.output<typeof spendSchema> | null = null;
    return retryOnConflict(async () => {
      // One read: the character, the caller's role, the account, the scenario end, the sheet.
      const state = await readSpendState(ctx.reader, characterId, caller.userId);
      if (!state) throw notFound('character');
      const { character, role } = state;
      refuseUnlessEditable(character, role, caller.userId);
      validated ??= validate(spendSchema, input);
      const v = validated;
      accepted(mayBuyRanks(character));

      const sheet = state.modules;
      let target: PurchaseModule & { id?: string };
      if (v.moduleId) {
        const found = sheet.find((m) => m.id === v.moduleId);
        if (!found) throw notFound('module on this character');
        target = found;
      } else {
        const m = v.newModule!;
        accepted(newModuleNotOnSheet(sheet, m.name));
        // An unflagged removable module counts as "cannot progress" (docs/rules.md §1.4).
        target = { name: m.name.trim(), scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'PLAYER', removable: m.removable ?? false, ...(m.canProgress !== undefined ? { canProgress: m.canProgress } : {}) };
      }
      const scenario = state.scenario;
      const decision = validatePurchase({
        ...(v.moduleId ? { module: target } : { newModule: target }),
        available: state.available,
        alreadyBoughtThisScenario: Boolean(target.id && scenario && state.bought.includes(target.id)),
        hasCompletedScenario: scenario !== null,
        // The campaign's cap binds PCs; NPCs are the GM's (SMS §9, docs/rules.md §0).
        ...(character.kind === 'PC' ? { maxRank: state.settings?.maxModuleRank ?? 5 } : {}),
      });
      const { cost, rank } = accepted(decision);
      // The predefined magic modules keep their prerequisites when bought with XP (MAGIC:
      // Harmony only with Natural magic at the maximum rank …): check the sheet as it would be.
      const after = v.moduleId ? sheet.map((m) => (m.id === target.id ? { ...m, rank } : m)) : [...sheet, { ...target, rank: 1 }];
      const magic = magicModuleViolations(state.magicSystem as MagicVariant | null, after, { maxModuleRank: state.settings?.maxModuleRank ?? 5 });
      refuseIf(magic);
      const at = ctx.clock.now();
      const moduleId = target.id ?? crypto.randomUUID();
      const entryId = crypto.randomUUID();
      const scenarioId = scenario!.id;
      const m = v.newModule;
      let written: Awaited<ReturnType<typeof writePurchase>>;
      try {
        // One statement, all or nothing: the XP, the rank, the ledger entry, the event.
        written = await writePurchase(ctx.db, {
          characterId: character.id,
          campaignId: character.campaignId,
          cost,
          module: v.moduleId
            ? { raise: true, id: moduleId, fromRank: target.rank }
            : {
                raise: false,
                id: moduleId,
                name: target.name,
                nameKey: moduleNameKey(target.name),
                scope: target.scope,
                polarity: target.polarity,
                roleplay: m?.roleplay ?? false,
                removable: m?.removable ?? false,
                objectName: m?.objectName ?? null,
                canProgress: m?.canProgress ?? true,
              },
          entry: {
            id: entryId,
            reason: v.moduleId ? `Rank ${rank} of "${target.name}" (${cost} XP)` : `New module "${target.name}" at rank 1 (${cost} XP)`,
            scenarioId,
            detail: { rank, scope: target.scope, newModule: !v.moduleId },
            authorId: caller.userId,
          },
          event: {
            characterId: encodeId('Character', character.id),
            moduleId: encodeId('Module', moduleId),
            moduleName: target.name,
            scope: target.scope,
            rank,
            cost,
            newModule: !v.moduleId,
            scenarioId: encodeId('Scenario', scenarioId),
            entryId: encodeId('ExperienceEntry', entryId),
            boughtBy: encodeId('User', caller.userId),
          },
          at,
        });
      } catch (error) {
        if (!(error instanceof PurchaseFailed)) throw error;
        // The module changed since our read: read again and decide again.
        if (error.lost === 'module-changed') throw new VersionConflict();
        refuse(purchaseOvertaken(error.lost, target.name, cost));
      }
      // The payload's nested fields answer from this request's rows: the sheet after the
      // purchase and the scenario end it was bought at.
      const bought = written.module;
      const modulesAfter = v.moduleId ? sheet.map((row) => (row.id === bought.id ? bought : row)) : [...sheet, bought];
      ctx.loaders.modules.clear(character.id).prime(character.id, modulesAfter);
      playLoaders(ctx).scenarios.clear(scenarioId).prime(scenarioId, scenario);
      return { character: written.character, module: bought, entry: { ...written.entry, viewerRole: role }, cost };
    }, conflict);
  },
});
