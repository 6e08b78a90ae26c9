/**
 * The Pothos builder: configuration only (DESIGN.md §Conventions 1). Types live in one file
 * per domain; `schema.ts` imports them all and prints the schema.
 */
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import { DateTimeISOResolver, JSONResolver } from 'graphql-scalars';
import type { Context } from './context.js';
import { fieldCost } from './cost.js';
import { decodeNodeId, MAX_NODE_IDS, nodesCost, resolveNodeQuery, resolveNodesQuery } from './node-ids.js';
import './text-input.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  // textInput inside errors: its ValidationError becomes the field's union member.
  plugins: [ErrorsPlugin, 'textInput', RelayPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Malformed ids, ids of no Node type and the length of `nodes` (src/graphql/node-ids.ts).
    decodeGlobalID: decodeNodeId,
    nodeQueryOptions: {
      description: 'The object of this global id, whatever its type (Relay’s refetch): null where the caller may not see it, as the other queries (docs/api.md §IDs).',
      resolve: resolveNodeQuery,
    },
    nodeTypeOptions: { description: 'Anything with a global id: `node(id:)` refetches it. Ids are opaque and unique across all types.' },
    nodesQueryOptions: {
      description: `The nodes of these ids, in order: null where the caller may not see one (as \`node\`). At most ${MAX_NODE_IDS} ids.`,
      complexity: nodesCost,
      resolve: resolveNodesQuery as never,
    },
  },
  errors: {
    // Mutations return their payload directly in the union: `Payload | RuleViolation | …`.
    directResult: true,
  },
  complexity: {
    // The cost model; its limit is checked once, before execution, with the other query
    // limits (src/http/query-limits.ts), so no limit here: a refusal is never a half-run query.
    fieldComplexity: fieldCost,
  },
});

/** The builder's type parameters, for a helper that names Pothos' field builders (`ObjectFieldBuilder<Types, T>`). */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

builder.queryType({});
builder.mutationType({});

// The well-kept scalars (graphql-scalars): DateTime serialises to an ISO-8601 string at UTC and
// refuses anything that is not a valid instant, instead of passing an arbitrary string through.
builder.addScalarType('DateTime', DateTimeISOResolver);
builder.addScalarType('JSON', JSONResolver);
