/**
 * An archetype on a sheet (SMS §8, §9): its modules join the character's — a module it already
 * has (same name, scope and polarity) gains the ranks, any other is added with source
 * ARCHETYPE — and the sheet must still pass its checks.
 */
import type { MagicVariant } from '../magic/catalogue.js';
import { fail, ok, type RuleResult } from '../violation.js';
import { applyArchetype, type Archetype } from './archetypes.js';
import { boughtModules, checkSheetModules, type SheetOwner } from './characters.js';
import type { Module, ModuleSource } from './module.js';

/** A module row of the sheet, by its id. */
export interface SheetModule extends Module {
  id: string;
  source: ModuleSource;
}

/** What applying changes: new ranks of existing rows (by id), and the modules added. */
export interface ArchetypeChanges {
  ranks: Map<string, number>;
  added: Module[];
}

/** Same module = same name (case-insensitive), scope and polarity: the ranks add up (SMS §8 Y3). */
function sameModule(a: Pick<Module, 'name' | 'scope' | 'polarity'>, b: Pick<Module, 'name' | 'scope' | 'polarity'>): boolean {
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.scope === b.scope && a.polarity === b.polarity;
}

/** Merge modules into rows without a budget (NPCs, SMS §9): the result as row updates and new modules. */
function mergeInto(rows: readonly SheetModule[], extra: readonly Module[]): ArchetypeChanges {
  const ranks = new Map<string, number>();
  const added: Module[] = [];
  for (const m of extra) {
    const row = rows.find((r) => sameModule(r, m));
    if (row) ranks.set(row.id, (ranks.get(row.id) ?? row.rank) + m.rank);
    else {
      const twin = added.find((a) => sameModule(a, m));
      if (twin) twin.rank += m.rank;
      else added.push({ ...m, source: 'ARCHETYPE' });
    }
  }
  return { ranks, added };
}

/** A PC's archetype within the creation rules (SMS §8): merged into the bought rows only. */
function mergeIntoPc(rows: readonly SheetModule[], archetype: Pick<Archetype, 'modules'>): RuleResult<ArchetypeChanges> {
  // Racial ranks stay on their own rows: the creation rules price ranks added to a racial
  // module as the player's (SMS §8), so the archetype merges into bought rows only.
  const bought = rows.filter((r) => r.source === 'PLAYER' || r.source === 'ARCHETYPE');
  const merged = applyArchetype(bought, archetype);
  if (!merged.ok) return merged;
  const ranks = new Map<string, number>();
  const added: Module[] = [];
  merged.value.forEach((m, i) => {
    const row = bought[i];
    if (row) {
      if (m.rank !== row.rank) ranks.set(row.id, m.rank);
    } else added.push(m);
  });
  return ok({ ranks, added });
}

/**
 * Apply an archetype to a character's sheet: a PC's within the creation rules, an NPC's with no
 * budget (wounds, fatigue and magic effects take no ranks). The whole sheet must still pass.
 */
export function archetypeOnSheet(
  character: SheetOwner,
  rows: readonly SheetModule[],
  archetype: Pick<Archetype, 'modules'>,
  campaign: { maxModuleRank: number; magicSystem?: MagicVariant | null },
): RuleResult<ArchetypeChanges> {
  let changes: ArchetypeChanges;
  if (character.kind === 'PC') {
    const merged = mergeIntoPc(rows, archetype);
    if (!merged.ok) return merged;
    changes = merged.value;
  } else {
    changes = mergeInto(
      rows.filter((r) => r.source !== 'WOUND' && r.source !== 'FATIGUE' && r.source !== 'MAGIC'),
      archetype.modules,
    );
  }
  const next = [
    ...rows.map((r) => ({ ...r, rank: changes.ranks.get(r.id) ?? r.rank })),
    ...changes.added.map((m) => ({ name: m.name, scope: m.scope, polarity: m.polarity, rank: m.rank, source: 'ARCHETYPE' as const })),
  ];
  const violations = checkSheetModules(character, boughtModules(next), campaign.maxModuleRank, campaign.magicSystem);
  return violations.length ? fail(...violations) : ok(changes);
}
