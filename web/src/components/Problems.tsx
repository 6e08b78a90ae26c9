/**
 * Shows what the API refused, beside what broke it: a RuleViolation with every rule it cites,
 * or a ValidationError with each field's issue. Mutation results are unions; anything that is
 * not the expected payload is a failure to show.
 */
import { useId } from 'preact/hooks';
import { errorText } from '../lib/error-text';
import { type Failure, type FieldMap, fieldIn, splitRefusal, type Where } from '../lib/field-refusal';
import { useI18n } from '../lib/i18n';
import { RuleCite } from './RuleCite';

export type { Failure, FieldMap };

/** The failure in a union result, or null when it is the payload (`payloadType`). */
export function failureOf(result: { __typename?: string } | null | undefined, payloadType: string): Failure | null {
  if (!result || result.__typename === payloadType) return null;
  return result as Failure;
}

/**
 * The issues worth a sentence: zod still runs an object's refinement when a field inside it is
 * refused (an empty target name is also "neither a character nor a name"), so a combination's
 * `custom` issue is left out when a field's own issue says what to do; each sentence once.
 */
function shownIssues<I extends { path: string; code?: string | null }>(issues: I[]): I[] {
  const own = issues.filter((i) => i.code !== 'custom');
  const kept = own.length ? own : issues;
  return kept.filter((i, n) => kept.findIndex((j) => j.code === i.code && j.path === i.path) === n);
}

/** A rule's refusal, not an input's: what a preview may show before the user has typed or sent anything. */
export function ruleRefusal(failure: Failure | null): Failure | null {
  return failure?.__typename === 'ValidationError' ? null : failure;
}

/** `id`: what the field it concerns names in its aria-describedby (useFieldProblems). */
export function Problems({ failure, error, id }: { failure?: Failure | null; error?: { message: string; networkError?: unknown } | null; id?: string }) {
  const { t } = useI18n();
  if (error) return <p role="alert" class="problem" id={id}>{errorText(error, t.failedRequest)}</p>;
  if (!failure) return null;
  const cited = failure.violations?.length ? failure.violations : failure.rule ? [{ code: failure.code ?? '', message: failure.message, rule: failure.rule }] : [];
  return (
    <div role="alert" class="problem" data-code={failure.code} id={id}>
      {cited.length ? (
        <ul>
          {cited.map((v) => (
            <li key={v.code + v.message}>
              {t.violationWords(v)} <RuleCite rule={v.rule} />
            </li>
          ))}
        </ul>
      ) : failure.issues?.length ? (
        <ul>
          {/* Words from the issue's code, in the page's language: never its path or the API's English. */}
          {shownIssues(failure.issues).map((issue) => (
            <li key={issue.path + issue.code} data-path={issue.path}>
              {t.issueWords(issue)}
            </li>
          ))}
        </ul>
      ) : (
        // A ValidationError's message is the API's (paths, English): never shown, whatever it carries.
        <p>{t.signInRefusal(failure.code) ?? (failure.__typename === 'ValidationError' ? t.issueWords({}) : failure.message)}</p>
      )}
    </div>
  );
}

export interface FieldProblems<F extends string> {
  /**
   * Spread on the field's control: when refused, it is marked invalid and described by its
   * refusal (`also`: ids it is already described by, a hint).
   */
  field(name: F, also?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The refusal beside the field, with every rule it cites; nothing when it is not refused. */
  beside(name: F): preact.JSX.Element;
  /** What concerns no field (the whole action), or a transport error: at the foot of the form. */
  rest(error?: { message: string; networkError?: unknown } | null): preact.JSX.Element;
  /** The part of the refusal that concerns a field, for a component that shows it itself (describedBy). */
  part(name: F): Failure | undefined;
}

/** Spread on a control or a group a component shows `failure` beside, under `id`: marked invalid and described by it. */
export function describedBy(failure: Failure | null | undefined, id: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return failure ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

/**
 * A form's refusal split by field (lib/field-refusal.ts): each part beside the field it
 * concerns and linked to it for assistive tech; the form keeps what was typed, since only the
 * server's answer changes. `fields`: each field's paths and codes, or a classifier of its own
 * (the Ylnies builder's, components/ylnies/budget.ts).
 */
export function useFieldProblems<F extends string>(failure: Failure | null | undefined, fields: FieldMap<F> | ((where: Where) => F | undefined)): FieldProblems<F> {
  const id = useId();
  const { fields: parts, rest } = splitRefusal(failure, typeof fields === 'function' ? fields : fieldIn(fields));
  const idOf = (name: F) => `${id}-${name}`;
  return {
    field: (name, also) => (parts[name] ? { 'aria-invalid': true, 'aria-describedby': also ? `${idOf(name)} ${also}` : idOf(name) } : also ? { 'aria-describedby': also } : {}),
    beside: (name) => <Problems failure={parts[name]} id={idOf(name)} />,
    rest: (error) => <Problems failure={rest} error={error} />,
    part: (name) => parts[name],
  };
}
