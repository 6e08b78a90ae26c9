/**
 * Expected failures are schema types (DESIGN.md §Conventions 3): `ValidationError` for bad
 * input (from zod), `RuleViolation` for a breach of the game's rules. Refusals (not signed in,
 * not allowed) are top-level GraphQL errors with `extensions.code`. Anything else is masked.
 */
import type * as z from 'zod/mini';
import '../primitives/zod-locale.js';
import { type RuleResult, RuleViolation, type Violation } from '../rules/violation.js';
import { builder } from './builder.js';
import { type Issue, ValidationError } from './validation-error.js';

export { RuleViolation, ValidationError };
// The refusals that need no schema type, re-exported where the domains have always found them.
export {
  badCredential,
  badUserInput,
  conflict,
  csrfRefused,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  forbidden,
  isOnlyRootField,
  notFound,
  tooManyRequests,
  unauthenticated,
} from './failures.js';

export const ErrorInterface = builder.interfaceRef<{ message: string; code: string }>('Error').implement({
  description: 'Every expected failure of a mutation implements this interface.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, in English, for developers and logs; an app words `code` in its own language.' }),
    code: t.exposeString('code', {
      description: 'What went wrong, for a program: `VALIDATION` for a ValidationError, a rule’s code (e.g. `INSUFFICIENT_EXPERIENCE`) for a RuleViolation, a refusal’s code for the others.',
    }),
  }),
});

const ValidationIssue = builder.objectRef<Issue>('ValidationIssue').implement({
  description: 'One input field that is malformed, and why.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Dot path of the offending input field, e.g. `sms.modules.2.rank`.' }),
    message: t.exposeString('message', { description: 'For developers, in English; an app words `code` in its own language.' }),
    code: t.string({
      description:
        'What is wrong, for a program: `too_small`, `too_big` (see `limit`, `kind`), `invalid_type`, `invalid_format`, `invalid_value`, `not_in_campaign`, `unstorable_text`, `refused_url`, or `custom` (a combination of fields the input may not have).',
      resolve: (i) => i.code ?? 'custom',
    }),
    limit: t.float({ nullable: true, description: 'The bound a `too_small` or `too_big` breaks.', resolve: (i) => i.limit ?? null }),
    kind: t.string({ nullable: true, description: 'What `limit` counts: `string` (characters), `array` (items), `number`, `int`.', resolve: (i) => i.kind ?? null }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was malformed; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    issues: t.field({ type: [ValidationIssue], description: 'Every malformed field, each with its path and code.', resolve: (e) => e.issues }),
  }),
});

const ViolationParam = builder.objectRef<{ name: string; value: string }>('ViolationParam').implement({
  description: 'A value a violation names, e.g. `skill` = "Hache".',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The parameter’s name, as the app’s sentence for the violation’s code uses it (e.g. `skill`).' }),
    value: t.exposeString('value', { description: 'Its value, as text (a name, a number), never an id.' }),
  }),
});

const ViolationRef = builder.objectRef<Violation>('Violation').implement({
  description: 'One breach of a rule.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The rule broken, for a program (e.g. `INSUFFICIENT_EXPERIENCE`): an app words it, with `params`, in its own language.' }),
    message: t.exposeString('message', { description: 'The breach in English, for developers and logs.' }),
    rule: t.exposeString('rule', { description: 'The rule cited, e.g. "SMS §8: at most 3 ranks per module at creation".' }),
    params: t.field({
      type: [ViolationParam],
      description: 'The values `message` names (a skill, a number), for a client that words `code` in its own language.',
      resolve: (v) => Object.entries(v.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

builder.objectType(RuleViolation, {
  name: 'RuleViolation',
  description: 'The request breaks a rule of the game; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    rule: t.exposeString('rule', { description: 'The rule the first breach cites, e.g. "SMS §8: at most 3 ranks per module at creation".' }),
    violations: t.field({ type: [ViolationRef], description: 'Every breach found, the first one being `code`/`message`/`rule`.', resolve: (e) => e.violations }),
  }),
});

/** The error types every mutation can return as union members. */
export const MUTATION_ERRORS = [ValidationError, RuleViolation] as const;

/** Parse input with zod; a failure becomes a `ValidationError` listing every issue. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error.issues.map(issueOf));
}

/** A zod issue as the API reports it: its code, and the bound it breaks, for a client to word. */
function issueOf(issue: z.core.$ZodIssue): Issue {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'too_small') return { path, message: issue.message, code: issue.code, limit: Number(issue.minimum), kind: issue.origin };
  if (issue.code === 'too_big') return { path, message: issue.message, code: issue.code, limit: Number(issue.maximum), kind: issue.origin };
  return { path, message: issue.message, code: issue.code };
}

/**
 * The rules core's decision: its value when accepted; a refusal becomes the `RuleViolation` union
 * member, citing every rule it breaks. The one place every domain maps a `RuleResult` to its
 * payload's refusal.
 */
export function accepted<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

/** Breaches found (a list the rules core returned): the `RuleViolation`, when there is any. */
export function refuseIf(violations: readonly Violation[]): void {
  if (violations.length) throw RuleViolation.from([...violations]);
}

/**
 * A refusal found by the statement itself (a name taken, a row another request changed first):
 * the `RuleViolation` union member, from the violation the rules core words.
 */
export function refuse(...violations: [Violation, ...Violation[]]): never {
  throw RuleViolation.from(violations);
}
