/**
 * Experience over time (SMS §8), what its files share: the rules they cite and the ledger row
 * (with the mapping of raw snake_case rows the awards and the purchases read back). The ledger
 * itself is ./experience-ledger.ts, awards ./experience-awards.ts, spending
 * ./experience-spending.ts; the scheduled awards are in src/jobs/awards.ts.
 */
import type { Role } from '../../db/access.js';
import type { experienceEntries } from '../../db/schema.js';
import { EXPERIENCE_RULES as GAME_RULES } from '../../rules/sms/experience-ledger.js';
import type { RuleResult } from '../../rules/violation.js';
import { RuleViolation } from '../errors.js';

export type ExperienceEntryRow = typeof experienceEntries.$inferSelect;
/** An entry as seen by one member (the role decides which participants of its source show). */
export type EntryView = ExperienceEntryRow & { viewerRole: Role };

/** The game's rules (src/rules/sms/experience-ledger.ts) and the API's own: idempotency keys. */
export const EXPERIENCE_RULES = {
  ...GAME_RULES,
  idempotency: 'API: an idempotency key names one request; the same key with other input is refused (keys are kept ≥ 24 h)',
} as const;

/** The value of an accepted decision of the rules core; a refusal becomes the `RuleViolation`. */
export function accepted<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

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
