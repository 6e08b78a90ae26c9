/**
 * Shows what the API refused, beside what broke it: a RuleViolation with every rule it cites,
 * or a ValidationError with each field's issue. Mutation results are unions; anything that is
 * not the expected payload is a failure to show.
 */
import { errorText } from '../lib/error-text';
import { useI18n } from '../lib/i18n';

export interface Failure {
  __typename?: string;
  message: string;
  code?: string;
  rule?: string;
  violations?: { code: string; message: string; rule: string }[];
  issues?: { path: string; message: string }[];
}

/** The failure in a union result, or null when it is the payload (`payloadType`). */
export function failureOf(result: { __typename?: string } | null | undefined, payloadType: string): Failure | null {
  if (!result || result.__typename === payloadType) return null;
  return result as Failure;
}

export function Problems({ failure, error }: { failure?: Failure | null; error?: { message: string; networkError?: unknown } | null }) {
  const { t } = useI18n();
  if (error) return <p role="alert" class="problem">{errorText(error, t.failedRequest)}</p>;
  if (!failure) return null;
  const cited = failure.violations?.length ? failure.violations : failure.rule ? [{ code: failure.code ?? '', message: failure.message, rule: failure.rule }] : [];
  return (
    <div role="alert" class="problem" data-code={failure.code}>
      {cited.length ? (
        <ul>
          {cited.map((v) => (
            <li key={v.code + v.message}>
              {v.message} <cite>{v.rule}</cite>
            </li>
          ))}
        </ul>
      ) : failure.issues?.length ? (
        <ul>
          {failure.issues.map((issue) => (
            <li key={issue.path}>
              <code>{issue.path || t.none}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.signInRefusal(failure.code) ?? failure.message}</p>
      )}
    </div>
  );
}
