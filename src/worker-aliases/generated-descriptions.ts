/**
 * The Worker's stand-in for src/graphql/generated-descriptions.ts (wrangler.toml [alias]). The
 * Worker's module is built without the schema's descriptions (docs/edge.md §Bundle): on an
 * introspection, src/graphql/lazy-descriptions.ts sets every description from schema.graphql,
 * which holds the generated ones too, and nothing else reads a description. So the Worker
 * builds its schema without generating them.
 */
import type { GraphQLSchema } from 'graphql';

export function withGeneratedDescriptions(schema: GraphQLSchema): GraphQLSchema {
  return schema;
}
