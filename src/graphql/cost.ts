/**
 * The query cost model (docs/rules.md §0 "Query limits"): the rows a query may return, which is
 * its work now that a screen is one statement (issue 38 item 15). A scalar or enum costs 0, and
 * so does a single object (a sheet, its experience, a row's campaign or owner): it comes in its
 * parent's row or in one batched read. A list's items cost 1 each, counted as 10 (a sheet's
 * modules, wounds …), and multiply what each brings below it; a connection's nodes cost 1 each, times the page it asks for
 * (`first`/`last`, default 20, at most 100: more is refused), and its `edges` nothing more; a
 * `node(id)` costs 1. Fields that compute a lot set their own `complexity`. The limit itself is
 * checked before execution (src/http/query-limits.ts).
 */
import { PothosValidationError } from '@pothos/core';
import { type GraphQLField, getNamedType, isLeafType, isListType, isNonNullType, type GraphQLOutputType } from 'graphql';

/** What a list of objects multiplies by when nothing tells how long it is. */
export const LIST_MULTIPLIER = 10;
/** The page a connection returns without `first`/`last`, and the most it returns (API.md). */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * The page a connection will return. Beyond 100 is refused before execution (the relay
 * helpers would silently cut it to 100, and a client would think it had everything).
 */
function pageSize(args: Record<string, unknown>): number {
  for (const name of ['first', 'last'] as const) {
    const asked = args[name];
    if (typeof asked === 'number' && (asked < 0 || asked > MAX_PAGE)) {
      throw new PothosValidationError(`Argument "${name}" must be from 0 to ${MAX_PAGE}, got ${asked}.`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
  }
  return typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : DEFAULT_PAGE;
}

export function fieldCost(args: Record<string, unknown>, _ctx: unknown, field: Pick<GraphQLField<unknown, never>, 'name' | 'type' | 'args'>): { field: number; multiplier: number } {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return { field: 0, multiplier: 1 };
  if (named.name.endsWith('Connection') && ('first' in args || 'last' in args || field.args.some((a) => a.name === 'first'))) {
    return { field: 1, multiplier: pageSize(args) };
  }
  // A connection's edges are its page, already counted by the connection.
  if (field.name === 'edges' && named.name.endsWith('Edge')) return { field: 0, multiplier: 1 };
  // Its items, counted as 10, and 10 times what each brings below it.
  if (isList(field.type)) return { field: LIST_MULTIPLIER, multiplier: LIST_MULTIPLIER };
  // One row: a connection's node (or `node(id)`). Any other single object rides in its parent's.
  return { field: field.name === 'node' ? 1 : 0, multiplier: 1 };
}
