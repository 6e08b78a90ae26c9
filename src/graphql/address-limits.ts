/**
 * The per-address rate limits of the fields a stranger may try again and again (sign-up,
 * sign-in, device links, recovery and claim codes: docs/accounts.md), charged for the whole
 * operation before any of its fields runs (issue 38 item 13). Before, each field charged its own
 * try: thirty aliased sign-ins in one request were each answered, those past the limit with a
 * 200 and a field error. Now the operation's every limited field is counted first, and one try
 * past the limit refuses the whole operation: 429 with `Retry-After` and
 * `extensions.retryAfter`, nothing run, nothing written, whatever else it asked.
 *
 * Per-account counts (a passkey's account, a claiming member) are known only once a field has
 * read who it is: they stay on the field (src/graphql/accounts/session.ts).
 */
import { Kind, type OperationDefinitionNode, type SelectionSetNode, type FragmentDefinitionNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ADDRESS_LIMITED_FIELDS, type RateLimitName as Limit, SIGN_IN_KEYS } from '../primitives/rate-limits.js';
import type { Context, RateLimiter } from './context.js';
import { tooManyRequests } from './errors.js';

// Which fields are limited, on which count, and why: src/primitives/rate-limits.ts.

/** The limiter and key a field's try is counted on: sign-up per client; sign-in on the `ip:` key the account counts sit beside. */
function counter(ctx: Context, limit: Limit): { limiter: RateLimiter; key: string } {
  return limit === 'SIGN_UP' ? { limiter: ctx.signUpLimiter, key: ctx.clientKey } : { limiter: ctx.signInLimiter, key: SIGN_IN_KEYS.address(ctx.clientKey) };
}

/**
 * The limited fields an operation runs, one per response key (fields of one key merge into one
 * execution), through inline fragments and fragment spreads (a cycle is graphql's own error).
 */
function limitedFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, keys: Map<string, Limit>, seen: Set<string>): Map<string, Limit> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const limit = ADDRESS_LIMITED_FIELDS[selection.name.value];
      if (limit) keys.set(selection.alias?.value ?? selection.name.value, limit);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      limitedFields(selection.selectionSet, fragments, keys, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) limitedFields(fragment.selectionSet, fragments, keys, seen);
    }
  }
  return keys;
}

function operationOf(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? operations.find((o) => o.name?.value === name) : operations.length === 1 ? operations[0] : undefined;
}

export function addressLimitPlugin(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = operationOf(document, args.operationName as string | null | undefined);
      if (operation?.operation !== 'mutation') return;
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
      const limited = limitedFields(operation.selectionSet, fragments, new Map(), new Set());
      if (limited.size === 0) return;
      const ctx = args.contextValue as unknown as Context;
      for (const limit of limited.values()) {
        const { limiter, key } = counter(ctx, limit);
        if (!(await limiter.limit(key))) {
          setResultAndStopExecution({ errors: [tooManyRequests(limiter.retryAfter(key), true)] });
          return;
        }
      }
    },
  };
}
