/**
 * Query shape limits, all checked before anything runs (docs/rules.md §0 "Query limits"):
 * depth, aliases, tokens and directives by graphql-armor; cost by the schema's own cost model
 * (src/graphql/cost.ts, through Pothos' complexity rule, which reads `first` from variables
 * too). A refused query is a GraphQL-over-HTTP request error — HTTP 400 under
 * `application/graphql-response+json`, no `data` — whose `extensions.code` says which limit.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createComplexityRule } from '@pothos/plugin-complexity';
import type { GraphQLError, ValidationContext } from 'graphql';
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

function costPlugin(): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const params = (context as { params?: { variables?: Record<string, unknown> | null; operationName?: string | null } }).params;
      addValidationRule(
        createComplexityRule({
          context,
          variableValues: params?.variables ?? {},
          ...(params?.operationName ? { operationName: params.operationName } : {}),
          validate: ({ complexity }, report) => {
            if (complexity > QUERY_LIMITS.maxCost) {
              report(limitError('QUERY_TOO_COMPLEX', `Query cost ${complexity} is above the limit of ${QUERY_LIMITS.maxCost}: ask for smaller pages or fewer nested lists.`));
            }
          },
        }),
      );
    },
  };
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
