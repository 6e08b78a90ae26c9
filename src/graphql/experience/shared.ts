/**
 * Experience over time (SMS §8), what its files share: the rules they cite and the ledger row
 * (with the mapping of raw snake_case rows the awards and the purchases read back). The ledger
 * itself is ./experience-ledger.ts, awards ./experience-awards.ts, spending
 * ./experience-spending.ts; the scheduled awards are in src/jobs/awards.ts.
 */
import type { Role } from '../../db/access.js';
import type { experienceEntries } from '../../db/schema.js';

export type ExperienceEntryRow = typeof experienceEntries.$inferSelect;
/** An entry as seen by one member (the role decides which participants of its source show). */
export type EntryView = ExperienceEntryRow & { viewerRole: Role };

export const EXPERIENCE_RULES = {
  earning: 'SMS §8: +1 XP per session played, +1 per scenario completed, +1 bonus per scenario from the GM',
  once: 'SMS §8: a session or a scenario earns each character its XP once',
  sourcePlayed: 'SMS §8: XP is earned for a session played or a scenario completed',
  bonusScenario: 'SMS §8: the bonus point is given at the end of a scenario',
  ylnies: 'Ylnies §Progression: skills rise at the end of a scenario (GM decision, at random, or by training); there is no experience to earn or spend',
  participants: 'Experience: awards go to characters of the campaign',
  idempotency: 'API: an idempotency key names one request; the same key with other input is refused (keys are kept ≥ 24 h)',
  active: 'SMS §8: experience is spent after creation; a DRAFT character changes its modules within the creation rules',
  duplicate: 'SMS §8: a purchase raises one existing module or adds one new module — a module already on the sheet is raised by its id',
} as const;

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

// Raw rows (row_to_json / RETURNING *) come back snake_case; map them to Drizzle's shapes.
export function mapEntry(r: Record<string, unknown>): ExperienceEntryRow {
  return {
    id: r.id as string,
    characterId: r.character_id as string,
    kind: r.kind as ExperienceEntryRow['kind'],
    xp: Number(r.xp),
    reason: r.reason as string,
    moduleId: (r.module_id as string | null) ?? null,
    sourceKind: (r.source_kind as ExperienceEntryRow['sourceKind']) ?? null,
    sourceId: (r.source_id as string | null) ?? null,
    scenarioId: (r.scenario_id as string | null) ?? null,
    detail: (r.detail as Record<string, unknown> | null) ?? null,
    authorId: (r.author_id as string | null) ?? null,
    createdAt: toDate(r.created_at),
  };
}
