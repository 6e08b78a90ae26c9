/**
 * Experience over time (SMS §8), what its files share: the ledger row and
 * the guards on what one read returned (the SQL is in src/db/experience.ts and
 * src/db/play-history.ts). The ledger itself is ./ledger.ts, awards ./awards.ts, spending
 * ./spending.ts; the scheduled awards are in src/jobs/awards.ts.
 */
import type { Role } from '../../db/access.js';
import type { experienceEntries } from '../../db/schema.js';
import type { RuleResult } from '../../rules/violation.js';
import { accepted } from '../errors.js';

export type ExperienceEntryRow = typeof experienceEntries.$inferSelect;
/** An entry as seen by one member (the role decides which participants of its source show). */
export type EntryView = ExperienceEntryRow & { viewerRole: Role };

/**
 * A decision that can only be refused now — another request wrote first between our read and
 * our write (the write's guard matched nothing): its typed refusal.
 */
export function refused(result: RuleResult<unknown>): never {
  accepted(result);
  throw new Error('a refusal was expected');
}
