/**
 * Relay's `node(id:)` and `nodes(ids:)`, hardened (issue 22, items 14 and 15):
 * - a malformed id is a `BAD_USER_INPUT` error that does not repeat the id (Pothos' own message
 *   echoed it whole: a 1 MB id gave a 1 MB error);
 * - an id of a type that is not a Node (`Query:…`, `__proto__:…`, `constructor:…`) names
 *   nothing: null, like an id that matches no row — checked against the schema's own type map
 *   with `Object.hasOwn`, never looked up on an object's prototype chain;
 * - `nodes` takes at most MAX_NODE_IDS ids, refused before execution by the cost model, and
 *   costs one object per id.
 */
import { PothosValidationError } from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { UUID } from '../primitives/ids.js';
import type { Context } from './context.js';
import { eagerChildren } from './eager.js';
import { badUserInput } from './failures.js';

/** The most ids one `nodes` call takes: a page, as for connections (API.md). */
export const MAX_NODE_IDS = 100;
/** Longer than any id this API makes (a scoped id is under 200 characters). */
const MAX_ID_LENGTH = 300;

type Decoded = { typename: string; id: string };

function notAnId(): Error {
  return badUserInput('Not a global ID of this API: pass back an `id` exactly as the API gave it.');
}

/** The relay plugin's `decodeGlobalID`: the same decoding, with a bounded, coded refusal. */
export function decodeNodeId(globalId: string): Decoded {
  if (globalId.length > MAX_ID_LENGTH) throw notAnId();
  try {
    return decodeGlobalID(globalId);
  } catch {
    throw notAnId();
  }
}

function isNodeType(info: GraphQLResolveInfo, typename: string): boolean {
  const types = info.schema.getTypeMap();
  if (!Object.hasOwn(types, typename)) return false;
  const type = types[typename];
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
}

/** `node(id:)`: null for an id of no Node type, else the type's own loader. */
export function resolveNodeQuery(_root: unknown, args: { id: Decoded }, ctx: Context, info: GraphQLResolveInfo, resolveNode: (id: Decoded) => unknown): unknown {
  if (!isNodeType(info, args.id.typename)) return null;
  // The node's lists in the same statement as the node, as for `campaign(id)` and `character(id)`.
  if (ctx.caller && UUID.test(args.id.id)) eagerChildren(ctx, info, { id: args.id.id }, args.id.typename);
  return resolveNode(args.id);
}

/** `nodes(ids:)`: null in the place of each id of no Node type; the rest through their loaders, batched per type. */
export function resolveNodesQuery(
  _root: unknown,
  args: { ids: (Decoded | null)[] },
  _ctx: unknown,
  info: GraphQLResolveInfo,
  resolveNodes: (ids: Decoded[]) => Promise<unknown[]>,
): Promise<unknown[]> {
  // The plugin's resolver reads `args.ids` itself (it ignores what it is passed): filter in place.
  args.ids = args.ids.map((id) => (id && isNodeType(info, id.typename) ? id : null));
  return resolveNodes(args.ids as Decoded[]);
}

/** The cost of `nodes`: one object per id; more than MAX_NODE_IDS is refused before execution. */
export function nodesCost(args: { ids?: unknown }): { field: number; multiplier: number } {
  const count = Array.isArray(args.ids) ? args.ids.length : 1;
  if (count > MAX_NODE_IDS) {
    throw new PothosValidationError(`Argument "ids" takes at most ${MAX_NODE_IDS} ids, got ${count}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { field: 1, multiplier: Math.max(1, count) };
}
