/**
 * How the rules core says "no": an illegal move returns a typed failure naming the rule it
 * breaks, instead of throwing (DESIGN.md §Conventions 2). The API maps it to the
 * `RuleViolation` schema type.
 */
export interface Violation {
  /** Stable machine code, SCREAMING_SNAKE (e.g. `RANK_ABOVE_CREATION_MAX`). */
  code: string;
  /** For people: what went wrong, with the numbers involved. */
  message: string;
  /** The rule cited, e.g. "SMS §8: at most 3 ranks per module at creation". */
  rule: string;
  /**
   * The values `message` names (a skill, a number), so a client can say it in another language
   * from `code` (the table app's catalogue, src/words/violations.ts).
   */
  params?: Readonly<Record<string, string | number>>;
}

export type RuleResult<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });

export const fail = <T = never>(...violations: Violation[]): RuleResult<T> => ({ ok: false, violations });

export const violation = (code: string, rule: string, message: string, params?: Violation['params']): Violation => (params ? { code, message, rule, params } : { code, message, rule });


/**
 * The breaches of one refused move, carried out of a resolver to its payload's union member
 * (src/graphql/errors.ts registers it as the schema's `RuleViolation` and maps every
 * `RuleResult` to it). The rules core itself never throws it: it returns `fail(…)`.
 */
export class RuleViolation extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rule: string,
    /** Every breach found, when the rules core reports several at once. */
    readonly violations: Violation[] = [{ code, message, rule }],
  ) {
    super(message);
    this.name = 'RuleViolation';
  }

  static from(violations: Violation[]): RuleViolation {
    const [first, ...rest] = violations;
    if (!first) throw new Error('RuleViolation.from needs at least one violation');
    const message = rest.length ? `${first.message} (and ${rest.length} more)` : first.message;
    return new RuleViolation(first.code, message, first.rule, violations);
  }
}

/** The violations once each: two checks that report the same breach (same code and message) say it once. */
export function distinctViolations(violations: readonly Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.code}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
