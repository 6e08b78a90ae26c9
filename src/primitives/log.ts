/**
 * The one way an error reaches a log line. A failed statement carries its values: drizzle's
 * `DrizzleQueryError` prints `params` in its message and stack, Postgres repeats values in
 * `detail` (`Key (invite_code)=(…) already exists`) and in some messages (`invalid input syntax
 * for type uuid: "…"`), and those values can be invite codes, API-key hashes or webhook secrets.
 * So a log line gets the statement text (placeholders only), the SQLSTATE code and the message
 * with every parameter value and every quoted value cut out — never `params`, `detail`, `where`
 * or a raw stack (whose first line repeats the message). Runs on Node and in workerd alike.
 */

const REDACTED = '[redacted]';
const MAX_CHAIN = 8;
const MAX_FRAMES = 8;

interface QueryFailure {
  query: string;
  params: unknown[];
}

function isQueryFailure(error: unknown): error is Error & QueryFailure {
  return error instanceof Error && typeof (error as Partial<QueryFailure>).query === 'string' && Array.isArray((error as Partial<QueryFailure>).params);
}

/** A GraphQLError wrapping what a resolver threw: its message is the original's, so skip it. */
function isWrapper(error: unknown): error is Error & { originalError: unknown; path?: readonly (string | number)[] } {
  return error instanceof Error && error.name === 'GraphQLError' && (error as { originalError?: unknown }).originalError != null;
}

/** The error, what it wraps (`originalError`) and what caused it (`cause`), outermost first. */
function chain(error: unknown): unknown[] {
  const links: unknown[] = [];
  let current: unknown = error;
  while (current != null && links.length < MAX_CHAIN && !links.includes(current)) {
    links.push(current);
    current = isWrapper(current) ? current.originalError : current instanceof Error ? current.cause : undefined;
  }
  return links;
}

function valueStrings(value: unknown, out: string[]): void {
  if (value == null) return;
  if (Array.isArray(value)) for (const v of value) valueStrings(v, out);
  else if (value instanceof Date) out.push(value.toISOString());
  else if (typeof value === 'object') {
    out.push(JSON.stringify(value));
    for (const v of Object.values(value)) valueStrings(v, out);
  } else out.push(String(value));
}

/**
 * Cut the known values out, then any double-quoted text that is not a lower-case SQL
 * identifier (Postgres quotes values and identifiers alike; ours are snake_case).
 */
function scrub(text: string, values: readonly string[]): string {
  let out = text;
  // Longest first, so a value that contains another is cut whole; 1–2 characters say nothing.
  for (const v of [...values].sort((a, b) => b.length - a.length)) if (v.length >= 3) out = out.split(v).join(REDACTED);
  return out.replace(/"([^"]*)"/g, (quoted, inner: string) => (/^[a-z_][a-z0-9_$.]*$/.test(inner) ? quoted : `"${REDACTED}"`));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A safe one-paragraph description of any thrown value, for a log line. */
export function describeError(error: unknown): string {
  const links = chain(error);
  const values: string[] = [];
  for (const link of links) if (isQueryFailure(link)) valueStrings(link.params, values);
  const parts: string[] = [];
  let frames: string[] = [];
  for (const link of links) {
    if (isWrapper(link)) {
      if (link.path?.length) parts.push(`in ${link.path.join('.')}`);
      continue;
    }
    if (!(link instanceof Error)) {
      parts.push(scrub(oneLine(String(link)), values));
      continue;
    }
    if (!frames.length) frames = (link.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, MAX_FRAMES);
    if (isQueryFailure(link)) {
      // Drizzle's wrapper and PGlite's own error both carry the statement: print it once.
      const statement = `query failed: ${scrub(oneLine(link.query), values)}`;
      if (!parts.includes(statement)) parts.push(statement);
      if (link.message.startsWith('Failed query:')) continue; // drizzle's message is the statement and its params
    }
    const code = (link as { code?: unknown }).code;
    parts.push(`${link.name}${typeof code === 'string' || typeof code === 'number' ? ` ${code}` : ''}: ${scrub(oneLine(link.message), values)}`);
  }
  return [parts.join(' ← '), ...frames.map((f) => f.trimEnd())].join('\n');
}

/** Log an error under a label, through the redaction above. */
export function logError(label: string, error: unknown): void {
  console.error(`${label}: ${describeError(error)}`);
}

/** Text passes; an error is described; any other object (which could hold anything) is not printed. */
function safeArgs(args: unknown[]): unknown[] {
  return args.map((a) => (a instanceof Error ? describeError(a) : a === null || typeof a !== 'object' ? a : `[${a.constructor?.name ?? 'object'}]`));
}

const debugOn = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.DEBUG === '1';

/** Yoga's logger (it logs every error it masks): the same levels as its default, redacted. */
export const safeLogger = {
  debug: (...args: unknown[]) => {
    if (debugOn) console.debug(...safeArgs(args));
  },
  info: (...args: unknown[]) => console.info(...safeArgs(args)),
  warn: (...args: unknown[]) => console.warn(...safeArgs(args)),
  error: (...args: unknown[]) => console.error(...safeArgs(args)),
};
