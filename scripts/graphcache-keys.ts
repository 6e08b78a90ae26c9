/**
 * What urql's Graphcache needs to know about this schema (docs/api.md "Caching with urql
 * Graphcache"), computed from schema.graphql so it never drifts: the object types that have no
 * `id` (a character's sheet, its experience and fatigue, roll outcomes, connections, edges,
 * payloads …). They are part of the entity that holds them, so Graphcache must embed them in
 * their parent (`keys: { SmsSheet: () => null, … }`); without that it warns "Invalid key" for
 * each one it meets and cannot normalise the response. Every type with an `id` is keyed on
 * `__typename:id`, Graphcache's default, unique here (docs/api.md §IDs).
 *
 * `npx tsx scripts/graphcache-keys.ts > graphcache-keys.json`, then
 * `cacheExchange({ schema, keys: Object.fromEntries(json.embedded.map((name) => [name, () => null])) })`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema, isObjectType } from 'graphql';

/** The object types without an `id`, sorted: each one's key is `() => null`. */
export function embeddedTypes(schema: GraphQLSchema): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name));
  return Object.values(schema.getTypeMap())
    .filter((t) => isObjectType(t) && !t.name.startsWith('__') && !roots.has(t.name) && !('id' in t.getFields()))
    .map((t) => t.name)
    .sort();
}

/** Graphcache's `keys` option for this schema. */
export function graphcacheKeys(schema: GraphQLSchema): Record<string, () => null> {
  return Object.fromEntries(embeddedTypes(schema).map((name) => [name, () => null]));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const schema = buildSchema(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  console.log(JSON.stringify({ embedded: embeddedTypes(schema) }, null, 2));
}
