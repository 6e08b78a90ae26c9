/**
 * Where a refusal belongs in a form. The API says what it refused in two ways: a
 * ValidationError names each input field by its dot path (`levels`, `parameters.range`), a
 * RuleViolation names the rule by its code (`POWER_TOO_LOW`). A form lists, for each of its
 * fields, the paths and codes that concern it; the refusal is split so each part shows beside
 * its field, and what concerns no field (the whole action: "only at a scenario's end") shows
 * at the foot of the form. Plain TypeScript, so it is tested outside the app.
 */

/** A refusal as the API returns it (FailureFields) and ../components/Problems shows it. */
export interface Failure {
  __typename?: string;
  message: string;
  code?: string;
  rule?: string;
  violations?: { code: string; message: string; rule: string; params?: readonly { name: string; value: string }[] | null }[];
  /** A ValidationError's issues: where (`path`) and what (`code`, `limit`, `kind`), worded by the app (messages/refusals.ts). */
  issues?: { path: string; code?: string | null; limit?: number | null; kind?: string | null; message?: string }[];
}

/** Where one part of a refusal comes from: an input path, or a rule's code. */
export type Where = { path: string } | { code: string };

/**
 * Each field's input paths (camelCase: a path matches itself and everything under it) and rule
 * codes (UPPER_CASE; a trailing `*` matches a prefix).
 */
export type FieldMap<F extends string> = Record<F, readonly string[]>;

/** The field a path or a code belongs to in `fields`, or undefined (the foot of the form). */
export function fieldIn<F extends string>(fields: FieldMap<F>): (where: Where) => F | undefined {
  return (where) => {
    for (const [field, keys] of Object.entries(fields) as [F, readonly string[]][]) {
      for (const key of keys) {
        if ('path' in where ? where.path === key || where.path.startsWith(`${key}.`) : key.endsWith('*') ? where.code.startsWith(key.slice(0, -1)) : where.code === key) return field;
      }
    }
    return undefined;
  };
}

export interface SplitRefusal<F extends string> {
  /** The parts that concern a field, each a Failure of its own with its rules and issues. */
  fields: Partial<Record<F, Failure>>;
  /** What concerns no field (or the whole failure when it names neither paths nor rules). */
  rest: Failure | null;
}

/** A refusal split by the field each of its violations and issues concerns. */
export function splitRefusal<F extends string>(failure: Failure | null | undefined, fieldOf: (where: Where) => F | undefined): SplitRefusal<F> {
  const fields: Partial<Record<F, Failure>> = {};
  if (!failure) return { fields, rest: null };
  let rest: Failure | null = null;
  const violations = failure.violations?.length ? failure.violations : failure.rule ? [{ code: failure.code ?? '', message: failure.message, rule: failure.rule }] : [];
  const bucketOf = (field: F | undefined, first: { message?: string }): Failure => {
    if (field === undefined) {
      rest ??= { __typename: failure.__typename, message: first.message ?? failure.message, code: failure.code };
      return rest;
    }
    const bucket = fields[field] ?? { __typename: failure.__typename, message: first.message ?? failure.message, code: failure.code };
    fields[field] = bucket;
    return bucket;
  };
  for (const v of violations) {
    const bucket = bucketOf(fieldOf({ code: v.code }), v);
    bucket.violations = [...(bucket.violations ?? []), v];
  }
  for (const issue of failure.issues ?? []) {
    const bucket = bucketOf(fieldOf({ path: issue.path }), issue);
    bucket.issues = [...(bucket.issues ?? []), issue];
  }
  if (!violations.length && !failure.issues?.length) rest = failure;
  return { fields, rest };
}
