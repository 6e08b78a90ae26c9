/**
 * Query shape limits, all checked before anything runs (docs/rules.md §0 "Query limits"):
 * depth, aliases, tokens and directives by graphql-armor; cost by the schema's own cost model
 * (src/graphql/cost.ts, through Pothos' complexity calculation, which reads `first` from
 * variables too). A refused query is a GraphQL-over-HTTP request error — HTTP 400 under
 * `application/graphql-response+json`, no `data` — whose `extensions.code` says which limit.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Seen in the field (DESIGN.md §Limits); the cost is calibrated so every connection fits at `first: 100`. */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 1000, maxCost: 5000, maxDirectives: 50 } as const;

/** The stable codes of a refused query. */
export type QueryLimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'TOO_MANY_TOKENS' | 'TOO_MANY_DIRECTIVES' | 'QUERY_TOO_COMPLEX';

function limitError(code: QueryLimitCode, message: string): GraphQLError {
  // graphql-armor prefixes its messages as if the query were unparseable; it is only too big.
  return createGraphQLError(message.replace(/^Syntax Error: /, ''), { extensions: { code } });
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
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const source = args.document as DocumentNode;
      const operations = source.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      const operation = (args.operationName as string | null | undefined) ? operations.find((o) => o.name?.value === args.operationName) : operations.length === 1 ? operations[0] : undefined;
      if (!operation) return; // execution reports the unknown or ambiguous operation
      const document: DocumentNode = { ...source, definitions: source.definitions.filter((d) => d.kind !== 'OperationDefinition' || d === operation) };
      let cost: number;
      try {
        cost = complexityFromQuery(document, { schema: args.schema as GraphQLSchema, variables: (args.variableValues ?? {}) as Record<string, unknown>, ctx: args.contextValue as object }).complexity;
      } catch (error) {
        // A page beyond 100 is refused here (src/graphql/cost.ts); bad variables are left to execution, which reports them.
        const code = (error as GraphQLError).extensions?.code;
        if (typeof code === 'string') setResultAndStopExecution({ errors: [requestError(code, (error as Error).message)] });
        return;
      }
      if (cost > QUERY_LIMITS.maxCost) {
        setResultAndStopExecution({
          errors: [requestError('QUERY_TOO_COMPLEX', `Query cost ${cost} is above the limit of ${QUERY_LIMITS.maxCost}: ask for smaller pages or fewer nested lists.`)],
        });
      }
    },
  };
}

/** Refused before execution: HTTP 400 under GraphQL over HTTP, as Yoga does for validation errors. */
function requestError(code: string, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } });
}

export function queryLimitPlugins(): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, propagateOnRejection: false, onReject: reject('QUERY_TOO_DEEP') },
      maxAliases: { n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: reject('TOO_MANY_ALIASES') },
      maxTokens: { n: QUERY_LIMITS.maxTokens, onReject: reject('TOO_MANY_TOKENS') },
      maxDirectives: { n: QUERY_LIMITS.maxDirectives, propagateOnRejection: false, onReject: reject('TOO_MANY_DIRECTIVES') },
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: true },
    }) as Plugin,
    costPlugin(),
  ];
}
