/**
 * The query cost model (docs/rules.md §0 "Query limits"): roughly the number of objects a query
 * asks for. A scalar or enum costs 0, an object 1; a list multiplies its items' cost by 10 (a
 * sheet's modules, wounds …); a connection multiplies by the page it asks for (`first`/`last`,
 * default 20, at most 100: more is refused), and its `edges` count once more for nothing. Fields that compute a
 * lot set their own `complexity`. The limit itself is checked before execution (src/query-limits.ts).
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
  return { field: 1, multiplier: isList(field.type) ? LIST_MULTIPLIER : 1 };
}
