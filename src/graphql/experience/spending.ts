/**
 * Spending experience (SMS §8): `spendExperience` buys one rank — a module raised by one or a
 * new module at rank 1, for its scope in XP — at the end of the last scenario the character
 * completed, once per module per scenario end, in one conditional statement so XP never goes
 * negative whatever runs at the same time.
 */

import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow, Role } from '../../db/access.js';
import { type ModuleRow, retryOnConflict, VersionConflict } from '../../db/characters.js';
import type { Queryable } from '../../db/client.js';
import { isDuplicateModule, pgErrorCode } from '../../db/errors.js';
import type { CampaignSettings } from '../../db/schema.js';
import type { MagicVariant } from '../../rules/magic/catalogue.js';
import { magicModuleViolations } from '../../rules/magic/prerequisites.js';
import { type PurchaseModule, validatePurchase } from '../../rules/sms/experience.js';
import { mayBuyRanks, newModuleNotOnSheet, purchaseOvertaken } from '../../rules/sms/experience-ledger.js';
import { moduleNameKey } from '../../rules/sms/races.js';
import { requireEditableCharacter } from '../auth.js';
import { builder } from '../builder.js';
import { conflict, MUTATION_ERRORS, notFound, RuleViolation, validate } from '../errors.js';
import { ExperienceEntry } from './ledger.js';
import { type ExperienceEntryRow, mapEntry, rowsOf, toDate } from './shared.js';
import { encodeId, globalId } from '../../ids.js';
import { Module, ModuleInput, moduleInputSchema } from '../sms/module.js';
import { CharacterRef } from '../refs.js';

// The purchase statement returns raw rows (row_to_json); map them to Drizzle's shapes.
function mapCharacter(r: Record<string, unknown>): CharacterRow {
  return {
    id: r.id as string,
    campaignId: r.campaign_id as string,
    ownerId: (r.owner_id as string | null) ?? null,
    name: r.name as string,
    kind: r.kind as CharacterRow['kind'],
    status: r.status as CharacterRow['status'],
    ruleset: r.ruleset as CharacterRow['ruleset'],
    race: (r.race as string | null) ?? null,
    sizeFactor: Number(r.size_factor),
    creationBudget: Number(r.creation_budget),
    state: (r.state as CharacterRow['state']) ?? {},
    xpAwarded: Number(r.xp_awarded),
    xpBought: Number(r.xp_bought),
    creationEarned: r.creation_earned === null || r.creation_earned === undefined ? null : Number(r.creation_earned),
    creationSpent: r.creation_spent === null || r.creation_spent === undefined ? null : Number(r.creation_spent),
    version: Number(r.version),
    rollSeq: Number(r.roll_seq ?? 0),
    rollHash: (r.roll_hash as string | undefined) ?? '',
    createdAt: toDate(r.created_at),
  };
}

function mapModule(r: Record<string, unknown>): ModuleRow {
  return {
    id: r.id as string,
    characterId: r.character_id as string,
    name: r.name as string,
    nameKey: r.name_key as string,
    scope: Number(r.scope),
    polarity: r.polarity as ModuleRow['polarity'],
    rank: Number(r.rank),
    source: r.source as ModuleRow['source'],
    roleplay: Boolean(r.roleplay),
    removable: Boolean(r.removable),
    objectName: (r.object_name as string | null) ?? null,
    canProgress: Boolean(r.can_progress),
    position: Number(r.position),
    createdAt: toDate(r.created_at),
  };
}

// ----- spendExperience --------------------------------------------------------------------------

const SpendExperienceInput = builder.inputType('SpendExperienceInput', {
  description: 'Give exactly one of moduleId (raise it by one rank) or newModule (add it at rank 1).',
  fields: (t) => ({
    characterId: t.id(),
    moduleId: t.id({ required: false, description: 'A module of the character to raise by one rank, for its scope in XP.' }),
    newModule: t.field({ type: ModuleInput, required: false, description: 'A new module, bought at rank 1 for its scope in XP.' }),
  }),
});

interface SpendResult {
  character: CharacterRow;
  module: ModuleRow;
  entry: ExperienceEntryRow;
  cost: number;
  viewerRole: Role;
}

const SpendExperiencePayload = builder.objectRef<SpendResult>('SpendExperiencePayload').implement({
  description: 'The character after the purchase, the module bought up, and the ledger entry.',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    module: t.field({ type: Module, resolve: (p) => p.module }),
    entry: t.field({ type: ExperienceEntry, resolve: (p) => ({ ...p.entry, viewerRole: p.viewerRole }) }),
    cost: t.exposeInt('cost', { description: 'XP spent: the module’s scope (SMS §8).' }),
  }),
});

const spendSchema = z
  .object({
    characterId: z.string(),
    moduleId: globalId('Module').nullish(),
    newModule: moduleInputSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.moduleId === !v.newModule) ctx.addIssue({ code: 'custom', path: ['moduleId'], message: 'give exactly one of moduleId or newModule' });
  });

interface SpendState {
  campaign_id: string;
  kind: 'PC' | 'NPC';
  status: 'DRAFT' | 'ACTIVE';
  ruleset: 'SMS' | 'YLNIES';
  available: number;
  settings: CampaignSettings | null;
  magic_system: MagicVariant | null;
  scenario_id: string | null;
  scenario_title: string | null;
  bought: string[] | null;
  modules: { id: string; name: string; scope: number; polarity: ModuleRow['polarity']; rank: number; source: ModuleRow['source']; removable: boolean; canProgress: boolean }[] | null;
}

/**
 * Everything a purchase decides on, in one statement: the account, the campaign's maxModuleRank,
 * the last scenario the character completed, what was bought at that scenario end, the modules.
 */
async function loadSpendState(db: Queryable, characterId: string): Promise<SpendState | undefined> {
  const result = await db.execute(sql`
    with last as (
      select s.id, s.title from scenarios s
      join scenario_participants sp on sp.scenario_id = s.id
      where sp.character_id = ${characterId}::uuid and s.status = 'COMPLETED'
      order by s.completed_at desc nulls last, s.id desc
      limit 1
    )
    select c.campaign_id, c.kind, c.status, c.ruleset,
      ((coalesce(c.creation_earned, 0) + c.xp_awarded) - (coalesce(c.creation_spent, 0) + c.xp_bought))::int as available,
      (select settings from campaigns where id = c.campaign_id) as settings,
      (select magic_system from campaigns where id = c.campaign_id) as magic_system,
      (select id from last) as scenario_id,
      (select title from last) as scenario_title,
      (select json_agg(e.module_id) from experience_entries e
        where e.kind = 'PURCHASE' and e.character_id = c.id and e.scenario_id = (select id from last)) as bought,
      (select json_agg(json_build_object('id', m.id, 'name', m.name, 'scope', m.scope, 'polarity', m.polarity, 'rank', m.rank,
                                         'source', m.source, 'removable', m.removable, 'canProgress', m.can_progress) order by m.position)
        from modules m where m.character_id = c.id) as modules
    from characters c where c.id = ${characterId}::uuid`);
  return rowsOf<SpendState>(result)[0];
}

/** Which conflict a failed purchase statement hit. */
function purchaseFailure(error: unknown): 'module-on-sheet' | 'duplicate' | 'changed' | null {
  // A concurrent purchase added the same new module first (the sheet's unique name key).
  if (isDuplicateModule(error)) return 'module-on-sheet';
  const code = pgErrorCode(error);
  if (code === '23505') return 'duplicate';
  // The ledger entry's xp is taken from the module write: NULL there means the module changed
  // (or went) since we read it, and the whole statement rolled back.
  if (code === '23502') return 'changed';
  return null;
}

builder.mutationField('spendExperience', (t) =>
  t.field({
    type: SpendExperiencePayload,
    description:
      'Owner or GM: buy one rank (SMS §8) — raise a module by one rank or add a new one at rank 1, for its scope in XP — at the end of the last scenario the character completed, at most one rank per module per scenario end, within the campaign’s maxModuleRank, never below 0 XP. ACTIVE SMS characters only. Emits rank.bought.',
    args: { input: t.arg({ type: SpendExperienceInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId);
      const v = validate(spendSchema, input);
      let attempt = 0;
      return retryOnConflict(async () => {
        const { caller, character, role } = attempt++ === 0 ? first : await requireEditableCharacter(ctx, input.characterId);
        const may = mayBuyRanks(character);
        if (!may.ok) throw RuleViolation.from(may.violations);

        const state = await loadSpendState(ctx.db, character.id);
        if (!state) throw notFound('character');
        const sheet = state.modules ?? [];
        let target: PurchaseModule & { id?: string };
        if (v.moduleId) {
          const found = sheet.find((m) => m.id === v.moduleId);
          if (!found) throw notFound('module on this character');
          target = found;
        } else {
          const m = v.newModule!;
          const fresh = newModuleNotOnSheet(sheet, m.name);
          if (!fresh.ok) throw RuleViolation.from(fresh.violations);
          // An unflagged removable module counts as "cannot progress" (docs/rules.md §1.4).
          target = { name: m.name.trim(), scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'PLAYER', removable: m.removable ?? false, ...(m.canProgress !== undefined ? { canProgress: m.canProgress } : {}) };
        }
        const decision = validatePurchase({
          ...(v.moduleId ? { module: target } : { newModule: target }),
          available: state.available,
          alreadyBoughtThisScenario: Boolean(target.id && state.scenario_id && (state.bought ?? []).includes(target.id)),
          hasCompletedScenario: state.scenario_id !== null,
          // The campaign's cap binds PCs; NPCs are the GM's (SMS §9, docs/rules.md §0).
          ...(state.kind === 'PC' ? { maxRank: state.settings?.maxModuleRank ?? 5 } : {}),
        });
        if (!decision.ok) throw RuleViolation.from(decision.violations);
        const { cost, rank } = decision.value;
        // The predefined magic modules keep their prerequisites when bought with XP (MAGIC:
        // Harmony only with Natural magic at the maximum rank …): check the sheet as it would be.
        const after = v.moduleId ? sheet.map((m) => (m.id === target.id ? { ...m, rank } : m)) : [...sheet, { ...target, rank: 1 }];
        const magic = magicModuleViolations(state.magic_system, after, { maxModuleRank: state.settings?.maxModuleRank ?? 5 });
        if (magic.length) throw RuleViolation.from(magic);
        const at = ctx.clock.now();
        const moduleId = target.id ?? crypto.randomUUID();
        const entryId = crypto.randomUUID();
        const scenarioId = state.scenario_id!;
        const reason = v.moduleId ? `Rank ${rank} of "${target.name}" (${cost} XP)` : `New module "${target.name}" at rank 1 (${cost} XP)`;
        const event = {
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
        };
        const m = v.newModule;
        const moduleWrite = v.moduleId
          ? sql`update modules set rank = modules.rank + 1 from ch
                where modules.id = ${moduleId}::uuid and modules.character_id = ch.id and modules.rank = ${target.rank}::int
                returning modules.*`
          : sql`insert into modules (id, character_id, name, name_key, scope, polarity, rank, source, roleplay, removable, object_name, can_progress, position)
                select ${moduleId}::uuid, ch.id, ${target.name}::text, ${moduleNameKey(target.name)}::text, ${target.scope}::int, ${target.polarity}::text, 1, 'PLAYER', ${m?.roleplay ?? false}::boolean,
                       ${m?.removable ?? false}::boolean, ${m?.objectName ?? null}::text, ${m?.canProgress ?? true}::boolean,
                       coalesce((select max(position) + 1 from modules where character_id = ch.id), 0)
                from ch
                returning *`;
        // One statement, all or nothing: the XP only if still available (never negative, whatever
        // runs at the same time), the rank, the ledger entry (unique per module and scenario end),
        // and the outbox event (DESIGN.md §Conventions 7: data-modifying CTEs).
        let rows: { character: Record<string, unknown>; module: Record<string, unknown> | null; entry: Record<string, unknown> | null }[];
        try {
          rows = rowsOf(
            await ctx.db.execute(sql`
              with ch as (
                update characters set xp_bought = xp_bought + ${cost}::int, version = version + 1
                where id = ${character.id}::uuid and status = 'ACTIVE'
                  and (coalesce(creation_earned, 0) + xp_awarded) - (coalesce(creation_spent, 0) + xp_bought) >= ${cost}::int
                returning *
              ),
              m as (${moduleWrite}),
              e as (
                insert into experience_entries (id, character_id, kind, xp, reason, module_id, scenario_id, detail, author_id, created_at)
                select ${entryId}::uuid, ch.id, 'PURCHASE', (select ${cost}::int from m), ${reason}::text, ${moduleId}::uuid, ${scenarioId}::uuid,
                       ${JSON.stringify({ rank, scope: target.scope, newModule: !v.moduleId })}::jsonb, ${caller.userId}::uuid, ${at.toISOString()}::timestamptz
                from ch
                returning *
              ),
              ev as (
                insert into outbox_events (campaign_id, type, payload, created_at)
                select ch.campaign_id, 'rank.bought',
                       ${JSON.stringify(event)}::jsonb || jsonb_build_object('available', (coalesce(ch.creation_earned, 0) + ch.xp_awarded) - (coalesce(ch.creation_spent, 0) + ch.xp_bought)),
                       ${at.toISOString()}::timestamptz
                from ch join e on true
                returning id
              )
              select row_to_json(ch) as character, (select row_to_json(m) from m) as module, (select row_to_json(e) from e) as entry from ch`),
          );
        } catch (error) {
          const failure = purchaseFailure(error);
          if (failure === 'module-on-sheet') throw RuleViolation.from([purchaseOvertaken('module-on-sheet', target.name, cost)]);
          if (failure === 'duplicate') throw RuleViolation.from([purchaseOvertaken('rank-this-scenario', target.name, cost)]);
          if (failure === 'changed') throw new VersionConflict();
          throw error;
        }
        const row = rows[0];
        if (!row) {
          // Another purchase spent the XP between our read and our write.
          throw RuleViolation.from([purchaseOvertaken('experience-spent', target.name, cost)]);
        }
        ctx.loaders.modules.clear(character.id);
        return { character: mapCharacter(row.character), module: mapModule(row.module!), entry: mapEntry(row.entry!), cost, viewerRole: role };
      }, conflict);
    },
  }),
);
