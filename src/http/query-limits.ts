/**
 * Query shape limits, all checked before anything runs (docs/rules.md §0 "Query limits"):
 * depth, aliases, tokens and directives by graphql-armor; cost by the schema's own cost model
 * (src/graphql/cost.ts, through Pothos' complexity calculation, which reads `first` from
 * variables too). A refused query is a request error — HTTP 400, no `data` — whose
 * `extensions.code` says which limit. 400 under every media type (issue 38 item 13): GraphQL
 * over HTTP's legacy 200 for a client accepting only `application/json` is for a document that
 * does not fit the schema, which the client can fix by reading it; a limit is this server's
 * refusal, told by its status like the 413 of a body too large (docs/http.md §Limits).
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { type ASTVisitor, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Seen in the field (DESIGN.md §Limits). The cost is the rows a query may return (src/graphql/cost.ts):
 * 15,000 lets a Relay screen of every field to depth 3 at pages of 25 through (about 12,900 for
 * `me`, the largest) and refuses two nested connections at 100 (about 20,300).
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 1000, maxCost: 15_000, maxDirectives: 50 } as const;

/**
 * The status of a refused query, under every media type: `spec: false` keeps Yoga from giving a
 * client accepting only `application/json` the legacy 200 (src/http/error-shapes.ts keeps it for the
 * errors of GraphQL over HTTP itself). Never sent: Yoga strips `http` from the answer.
 */
const REFUSED = { status: 400, spec: false } as const;

/** The stable codes of a refused query. */
export type QueryLimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'TOO_MANY_TOKENS' | 'TOO_MANY_DIRECTIVES' | 'QUERY_TOO_COMPLEX' | 'TOO_MANY_INTROSPECTIONS';

/**
 * Introspection roots (`__schema`, `__type`) one operation may run. One full `__schema` costs
 * ≈ 80 ms of CPU and ≈ 0.5 MB of output, and is exempt from the depth limit: fifteen aliased ones
 * in a 1.3 KB request stalled every other client for seconds (issue 22, item 1). GraphiQL and
 * codegen ask for one.
 */
export const MAX_INTROSPECTION_ROOTS = 1;

/**
 * The introspection roots an operation executes: its root fields named `__schema`/`__type`,
 * through inline fragments and fragment spreads, one per response key (fields of one key merge
 * into one execution). No field returns `Query`, so these can only sit at the root.
 */
function introspectionRoots(selectionSet: SelectionSetNode, context: ValidationContext, keys = new Set<string>(), seen = new Set<string>()): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__schema' || selection.name.value === '__type') keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      introspectionRoots(selection.selectionSet, context, keys, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value); // a fragment cycle is reported by graphql's own rule
      const fragment = context.getFragment(selection.name.value);
      if (fragment) introspectionRoots(fragment.selectionSet, context, keys, seen);
    }
  }
  return keys;
}

function introspectionLimit(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const roots = introspectionRoots(operation.selectionSet, context).size;
      if (roots > MAX_INTROSPECTION_ROOTS) {
        context.reportError(
          limitError('TOO_MANY_INTROSPECTIONS', `This operation asks for ${roots} introspections (__schema or __type); at most ${MAX_INTROSPECTION_ROOTS} per operation.`),
        );
      }
      return false;
    },
  };
}

/** Introspection-only results kept (one per document text: a client sends the same one). */
const INTROSPECTION_RESULTS = 4;

/** An operation that reads the schema and nothing else, without variables: its result depends on the schema only. */
function schemaOnly(operation: OperationDefinitionNode): boolean {
  return (
    !operation.variableDefinitions?.length &&
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__') && !s.directives?.length)
  );
}

/** The limit, reported with the other validation errors (HTTP 400 before anything runs; cached with the document). */
function introspectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionLimit);
    },
  };
}

/**
 * The last few schema-only results kept, so GraphiQL's and codegen's repeated introspection costs
 * its serialisation, not another ≈ 80 ms of execution. The kept result stands in for GraphQL's
 * own execution only: it is set as the execute function, never as a stop, so every plugin that
 * wraps execution after this one still runs around it. The app lists it BEFORE the
 * authentication plugin (src/app.ts), whose wrapper checks the request's credential: a revoked
 * key gets its 401 and an ended session its cookie taken back on a kept answer too (issue 38
 * item 6: the stop skipped that check).
 */
export function schemaResultsPlugin(): Plugin {
  const results = new Map<DocumentNode, ExecutionResult>();
  return {
    onExecute({ args, setExecuteFn }) {
      const document = args.document as DocumentNode;
      const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (operations.length !== 1 || !schemaOnly(operations[0] as OperationDefinitionNode)) return;
      const kept = results.get(document);
      if (kept) {
        setExecuteFn(() => ({ ...kept }));
        return;
      }
      return {
        onExecuteDone({ result }) {
          // A stream, a failure or a refused credential (its errors): not kept.
          if (!('data' in result) || !result.data || result.errors?.length) return;
          if (results.size >= INTROSPECTION_RESULTS) results.delete(results.keys().next().value as DocumentNode);
          results.set(document, result as ExecutionResult);
        },
      };
    },
  };
}

function limitError(code: QueryLimitCode, message: string): GraphQLError {
  // graphql-armor prefixes its messages as if the query were unparseable; it is only too big.
  return createGraphQLError(message.replace(/^Syntax Error: /, ''), { extensions: { code, http: { ...REFUSED } } });
}

/** An armor rejection: reported as a validation error (tokens: thrown from the parser) with its code. */
function reject(code: QueryLimitCode) {
  return [
    (context: ValidationContext | null, error: GraphQLError) => {
      if (context) context.reportError(limitError(code, error.message));
      else throw limitError(code, error.message);
    },
  ];
}

/**
 * The cost depends on the variables (`first: $n`), so it is checked per request just before
 * execution, not as a validation rule: Yoga caches validation by document, and a document
 * accepted once with `$n = 5` would then run unchecked with `$n = 100`.
 */
function costPlugin(): Plugin {
  // The cost is a function of the document, the operation and the variables only (the cost model
  // reads no context), and a client repeats the same few: remembered per parsed document (Yoga
  // caches those by text), a few variable sets each. Saves ≈ 0.05–0.1 ms of CPU per request
  // (docs/edge.md "Throughput floor").
  const known = new WeakMap<DocumentNode, Map<string, Verdict>>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const source = args.document as DocumentNode;
      let key: string;
      try {
        key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
      } catch {
        key = ''; // not JSON (a file upload …): not remembered
      }
      let verdicts = known.get(source);
      let verdict = key ? verdicts?.get(key) : undefined;
      if (!verdict) {
        verdict = costVerdict(source, args.operationName as string | null | undefined, args.schema as GraphQLSchema, (args.variableValues ?? {}) as Record<string, unknown>, args.contextValue as object);
        if (key) {
          if (!verdicts) {
            verdicts = new Map();
            known.set(source, verdicts);
          }
          if (verdicts.size >= VERDICTS_PER_DOCUMENT) verdicts.clear();
          verdicts.set(key, verdict);
        }
      }
      if (verdict.refusal) setResultAndStopExecution({ errors: [requestError(verdict.refusal.code, verdict.refusal.message)] });
    },
  };
}

/** Variable sets remembered per document: a list screen pages with a few cursors at most. */
const VERDICTS_PER_DOCUMENT = 32;

interface Verdict {
  refusal?: { code: string; message: string };
}

const ACCEPTED: Verdict = {};

function costVerdict(source: DocumentNode, operationName: string | null | undefined, schema: GraphQLSchema, variables: Record<string, unknown>, ctx: object): Verdict {
  const operations = source.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return ACCEPTED; // execution reports the unknown or ambiguous operation
  const document: DocumentNode = { ...source, definitions: source.definitions.filter((d) => d.kind !== 'OperationDefinition' || d === operation) };
  let cost: number;
  try {
    cost = complexityFromQuery(document, { schema, variables, ctx }).complexity;
  } catch (error) {
    // A page beyond 100 is refused here (src/graphql/cost.ts); bad variables are left to execution, which reports them.
    const code = (error as GraphQLError).extensions?.code;
    return typeof code === 'string' ? { refusal: { code, message: (error as Error).message } } : ACCEPTED;
  }
  if (cost > QUERY_LIMITS.maxCost) {
    return { refusal: { code: 'QUERY_TOO_COMPLEX', message: `Query cost ${cost} is above the limit of ${QUERY_LIMITS.maxCost}: ask for smaller pages or fewer nested lists.` } };
  }
  return ACCEPTED;
}

/** Refused before execution: HTTP 400, as the limits checked in validation. */
function requestError(code: string, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code, http: { ...REFUSED } } });
}

export function queryLimitPlugins(): Plugin[] {
  return [
    // graphql-armor's plugins themselves, in the order its EnvelopArmorPlugin adds them (its
    // cost limit is off: the cost is the schema's own, below). Not that wrapper: it bundles the
    // cost limit into the Worker all the same (docs/edge.md §Bundle).
    blockFieldSuggestionsPlugin() as Plugin,
    maxTokensPlugin({ n: QUERY_LIMITS.maxTokens, onReject: reject('TOO_MANY_TOKENS') }) as Plugin,
    maxDirectivesPlugin({ n: QUERY_LIMITS.maxDirectives, propagateOnRejection: false, onReject: reject('TOO_MANY_DIRECTIVES') }) as Plugin,
    maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: reject('TOO_MANY_ALIASES') }) as Plugin,
    // Depth of the flattened selection: a fragment (spread or inline) adds no level, so a
    // Relay/Apollo screen built of fragments counts as the same fields written out.
    maxDepthPlugin({ n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true, propagateOnRejection: false, onReject: reject('QUERY_TOO_DEEP') }) as Plugin,
    introspectionPlugin(),
    costPlugin(),
  ];
}
