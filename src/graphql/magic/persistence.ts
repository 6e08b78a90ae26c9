/**
 * The transaction of a magical action (cast, special power, counter-spell, dispel, ritual,
 * rest): the campaign's variant, the characters it touches (locked in id order, and who may
 * involve whom), the caster's modules as the rules see them, the one-spell limit booked in the
 * encounter, and the pending changes (costs, health, `state.magic`) written once at the end,
 * version-checked, with the magic modules whose effect expired.
 * DESIGN.md §7 (locking); decisions: docs/rules.md §6 "API".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import { type CharacterRow, canEdit } from '../../db/access.js';
import { loadModules, type ModuleRow } from '../../db/characters.js';
import type { Queryable } from '../../db/client.js';
import { loadEncounter } from '../../db/encounters.js';
import type { StoredDeclaration } from '../../rules/sms/sequence.js';
import { bookSpellInEncounter, encounterState } from '../sms/encounter-shared.js';
import { characters, modules as modulesTable } from '../../db/schema.js';
import { writeCharacterState } from '../../db/state.js';
import { type MagicVariant, magicRanksFromModules } from '../../rules/magic/catalogue.js';
import { checkGmNumbers, checkMagicRoller, declaredModules as declaredOnSheet, magicOfCampaign } from '../../rules/magic/declaration.js';
import { OWN_MAGIC, bookMeansInSequence } from '../../rules/magic/limit.js';
import type { MagicCost } from '../../rules/magic/score.js';
import { type HealthState, addFatigue, healthModules } from '../../rules/sms/health.js';
import type { Module as RulesModule } from '../../rules/sms/module.js';
import type { RuleResult } from '../../rules/violation.js';
import type { Caller, Context } from '../context.js';
import { RuleViolation, forbidden, notFound } from '../errors.js';
import { type MagicState, pruneExpired, readHealth, readMagic } from './state.js';

// =============================================================================================
// Who takes part
// =============================================================================================

/** The campaign's magic variant; refuses non-SMS campaigns. */
export async function campaignVariant(ctx: Context, campaignId: string): Promise<{ variant: MagicVariant; maxModuleRank: number }> {
  const campaign = await ctx.loaders.campaigns.load(campaignId);
  if (!campaign) throw notFound('campaign');
  return { variant: orThrow(magicOfCampaign(campaign)), maxModuleRank: campaign.settings.maxModuleRank ?? 5 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An encounter's id: its global id (whatever the encounter type is named) or a raw uuid. */
export const encounterIdSchema = z.string().transform((value, ctx) => {
  if (UUID.test(value)) return value;
  try {
    const raw = atob(value);
    const id = raw.slice(raw.indexOf(':') + 1);
    if (UUID.test(id)) return id;
  } catch {
    // not base64: fall through
  }
  ctx.addIssue({ code: 'custom', message: 'not an encounter id' });
  return z.NEVER;
});

/**
 * Lock every character a magical action touches, in id order (no deadlock between two casts
 * that touch the same characters the other way round): a cast reads exhaustion, fatigue and
 * wounds and decides on them, so it decides under the lock (DESIGN.md §7). The writes still
 * check the version.
 */
export function lockCharacters(tx: Queryable, campaignId: string, ids: readonly string[]): Promise<Map<string, CharacterRow>> {
  return loadCharacters(tx, campaignId, ids, true);
}

/** The same rows without a lock, for a preview that books nothing. */
export function readCharacters(tx: Queryable, campaignId: string, ids: readonly string[]): Promise<Map<string, CharacterRow>> {
  return loadCharacters(tx, campaignId, ids, false);
}

async function loadCharacters(tx: Queryable, campaignId: string, ids: readonly string[], forUpdate: boolean): Promise<Map<string, CharacterRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const query = tx.select().from(characters).where(and(inArray(characters.id, unique), eq(characters.campaignId, campaignId))).orderBy(asc(characters.id));
  const rows = forUpdate ? await query.for('update') : await query;
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) if (!byId.has(id)) throw notFound('character');
  return byId;
}

/** A player may involve only characters they own; the GM, any of the campaign's. */
export function requireMayInvolve(caller: Caller, role: 'GM' | 'PLAYER', row: CharacterRow): void {
  if (!canEdit(row, role, caller.userId)) throw forbidden('Only the GM may involve characters you do not own (they would pay the cost).');
}

/** SMS §2.8: only players roll; an NPC's magic is a difficulty the PCs face. */
export function requirePcRoller(row: CharacterRow): void {
  orThrow(checkMagicRoller(row));
}

/** SMS §2.8: the GM sets difficulties; a player giving any of these numbers is refused. */
export function requireGmForNumbers(role: 'GM' | 'PLAYER', numbersGiven: boolean, message: string): void {
  orThrow(checkGmNumbers(role, numbersGiven, message));
}

/** The modules a player declared, found on the character; an unknown id is refused. */
export function declaredModules(rows: readonly ModuleRow[], ids: readonly string[], who: string): ModuleRow[] {
  return orThrow(declaredOnSheet(rows, ids, who));
}

/** A rules refusal, thrown as the API's `RuleViolation`; the value otherwise. */
export function orThrow<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

function toRulesModule(m: Pick<ModuleRow, 'name' | 'scope' | 'polarity' | 'rank' | 'source'>): RulesModule {
  return { name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: m.source };
}

/**
 * The caster as the rules see it: predefined magic ranks from the whole sheet, the declared
 * related modules, and (Decision) every wound and fatigue level, which "counts in every action
 * it concerns" (SMS §3): the seed's own reason for magic fatigue is that it lowers the score.
 */
export function casterModules(variant: MagicVariant, sheet: readonly ModuleRow[], declared: readonly ModuleRow[], health: HealthState) {
  const ranks = magicRanksFromModules(variant, sheet.map(toRulesModule));
  const healthMods: RulesModule[] = healthModules(health).map((m) => ({ name: m.name, scope: m.scope, polarity: 'NEGATIVE', rank: m.rank, source: m.source === 'FATIGUE' ? 'FATIGUE' : 'WOUND' }));
  return { ranks, modules: [...declared.map(toRulesModule), ...healthMods] };
}

export async function modulesOf(tx: Queryable, ids: readonly string[]) {
  return loadModules(tx, [...new Set(ids)]);
}

// =============================================================================================
// The one-spell limit
// =============================================================================================

/**
 * The one-spell limit in an encounter (SMS §5; seed 003 "Limitations propres à l'usage des
 * sorts"). One's own magic goes through the encounter API's `bookSpellInEncounter` (the
 * participant's flag, or the declaration that announced the spell with `castsSpell`), in this
 * transaction and version-checked. ALMERA means other than one's own magic (an enchanted item)
 * keep their count per action window in the caster's `state.magic.limit`, booked on its pending
 * changes. Returns the declaration that announced the spell, if one was named.
 */
export async function bookEncounterSpell(
  tx: Queryable,
  p: PendingCharacter,
  opts: {
    encounterId: string;
    variant: MagicVariant;
    specialPower?: boolean;
    means?: string | null;
    declarationId?: string | null;
    at: Date;
  },
): Promise<{ declaration: StoredDeclaration | null }> {
  const characterId = p.row.id;
  const means = opts.variant === 'ALMERA' ? (opts.means ?? OWN_MAGIC) : OWN_MAGIC;
  let declaration: StoredDeclaration | null = null;
  if (means === OWN_MAGIC) {
    const before = opts.declarationId ? await loadEncounter(tx, opts.encounterId) : null;
    const booked = await bookSpellInEncounter(tx, opts.encounterId, characterId, {
      specialPower: opts.specialPower ?? false,
      declarationId: opts.declarationId ?? null,
      at: opts.at,
    });
    if (!booked.ok) throw RuleViolation.from(booked.violations);
    if (before) declaration = (encounterState(before).declarations as StoredDeclaration[]).find((d) => d.id === opts.declarationId) ?? null;
  } else if (!opts.specialPower) {
    const row = await loadEncounter(tx, opts.encounterId);
    if (!row) throw notFound('encounter');
    const limit = orThrow(bookMeansInSequence(encounterState(row), { encounterId: opts.encounterId, characterId, means, record: p.magic.limit }));
    p.magic = { ...p.magic, limit };
    p.magicChanged = true;
  }
  return { declaration };
}

// =============================================================================================
// Pending changes, written once
// =============================================================================================

/** A character's pending changes inside one magical action, written once at the end. */
export interface PendingCharacter {
  row: CharacterRow;
  health: HealthState;
  magic: MagicState;
  healthChanged: boolean;
  magicChanged: boolean;
}

export function pending(row: CharacterRow, now: Date): PendingCharacter {
  const before = readMagic(row);
  const { magic } = pruneExpired(before, now);
  const changed = (before.effects?.length ?? 0) !== (magic.effects?.length ?? 0) || (before.maintained?.length ?? 0) !== (magic.maintained?.length ?? 0);
  return { row, health: readHealth(row), magic, healthChanged: false, magicChanged: changed };
}

/** Modules (source MAGIC) whose effect expired on these characters: removed with the write. */
function expiredModules(rows: Iterable<CharacterRow>, now: Date): string[] {
  const out: string[] = [];
  for (const row of rows) out.push(...pruneExpired(readMagic(row), now).expiredModuleIds);
  return out;
}

/** Write each changed character's state (version-checked) and drop expired magic modules. */
export async function writePending(tx: Queryable, all: Iterable<PendingCharacter>, now: Date): Promise<Map<string, CharacterRow>> {
  const list = [...all];
  const expired = expiredModules(
    list.map((p) => p.row),
    now,
  );
  if (expired.length) await tx.delete(modulesTable).where(and(inArray(modulesTable.id, expired), eq(modulesTable.source, 'MAGIC')));
  const out = new Map<string, CharacterRow>();
  for (const p of list) {
    if (!p.healthChanged && !p.magicChanged) {
      out.set(p.row.id, p.row);
      continue;
    }
    const patch: Record<string, unknown> = {};
    if (p.healthChanged) patch.health = p.health;
    if (p.magicChanged) patch.magic = p.magic;
    out.set(p.row.id, await writeCharacterState(tx, p.row, patch));
  }
  return out;
}

/** Book a cost on a pending character (ALMERA exhaustion; LOREVAL fatigue through health). */
export function bookCost(p: PendingCharacter, cost: MagicCost): void {
  if (cost.exhaustionDelta) {
    p.magic = { ...p.magic, exhaustion: Math.max(0, p.magic.exhaustion + cost.exhaustionDelta) };
    p.magicChanged = true;
  }
  if (cost.lastingFatigueDelta) {
    p.health = withFatigue(p.health, 'LASTING', cost.lastingFatigueDelta);
    p.healthChanged = true;
  }
  if (cost.passingFatigueDelta) {
    p.health = withFatigue(p.health, 'PASSING', cost.passingFatigueDelta);
    p.healthChanged = true;
  }
}

/** Fatigue added through the health rules; a level they refuse leaves health as it was. */
function withFatigue(h: HealthState, kind: 'PASSING' | 'LASTING', n: number): HealthState {
  const r = addFatigue(h, kind, n);
  return r.ok ? r.value : h;
}
