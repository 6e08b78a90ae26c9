/** Postgres error codes, whichever driver raised them (node-postgres, PGlite, Neon; Drizzle may wrap them). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/** The constraint a Postgres error names (e.g. which unique index a 23505 hit), whichever driver raised it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique index that holds "each module appears once on a sheet" (SMS §8). */
export const MODULE_NAME_UNIQUE = 'modules_character_name_key_uq';

/** A write that would put a second module of the same name on a sheet (lost a race to another). */
export const isDuplicateModule = (error: unknown): boolean => isUniqueViolation(error) && pgConstraint(error) === MODULE_NAME_UNIQUE;
