/**
 * What an Apollo Client `InMemoryCache` needs to know about this schema (docs/api.md "Caching
 * with Apollo Client"), computed from schema.graphql so it never drifts:
 * - `possibleTypes`: the members of every union and interface. Without them Apollo cannot tell
 *   whether `... on RuleViolation` or `... on SmsSheet` applies to an object it reads back from
 *   the cache, and those fields come back missing.
 * - `typePolicies` with `merge: true` for the id-less types an entity holds in a single field
 *   (a character's `sheet`, its `experience`, a campaign's `settings` …): they belong to their
 *   entity, so two queries that select different fields of them merge, instead of the second
 *   replacing the first (and Apollo's "Cache data may be lost" warning). Connections and their
 *   `PageInfo` are left out: paginated fields want a field policy of their own
 *   (`relayStylePagination()`), or the default replacement.
 * Entities need nothing: Apollo keys them on `__typename:id` by default, which is unique here
 * (`id` alone is not, for `LiveCampaignEvent`: docs/api.md §IDs).
 *
 * `npx tsx scripts/apollo-cache.ts > apollo-cache.json`, then
 * `new InMemoryCache({ possibleTypes: json.possibleTypes, typePolicies: json.typePolicies })`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

export interface ApolloCacheConfig {
  possibleTypes: Record<string, string[]>;
  typePolicies: Record<string, { merge: true }>;
}

const hasId = (type: GraphQLObjectType) => 'id' in type.getFields();
const isConnection = (name: string) => name.endsWith('Connection') || name === 'PageInfo';

export function apolloCacheConfig(schema: GraphQLSchema): ApolloCacheConfig {
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const possibleTypes: Record<string, string[]> = {};
  for (const type of types) {
    if (isAbstractType(type)) possibleTypes[type.name] = schema.getPossibleTypes(type).map((t) => t.name).sort();
  }
  // The id-less object types reachable from an entity through single (not list) fields.
  const owned = new Set<string>();
  const walk = (type: GraphQLObjectType) => {
    for (const field of Object.values(type.getFields())) {
      const unwrapped: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
      if (isListType(unwrapped)) continue;
      const named = getNamedType(unwrapped);
      const members = isAbstractType(named) ? schema.getPossibleTypes(named) : isObjectType(named) ? [named] : [];
      for (const member of members) {
        if (hasId(member) || isConnection(member.name) || owned.has(member.name)) continue;
        owned.add(member.name);
        walk(member);
      }
    }
  };
  for (const type of types) if (isObjectType(type) && hasId(type)) walk(type);
  const typePolicies: ApolloCacheConfig['typePolicies'] = {};
  for (const name of [...owned].sort()) typePolicies[name] = { merge: true };
  return { possibleTypes, typePolicies };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const schema = buildSchema(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  console.log(JSON.stringify(apolloCacheConfig(schema), null, 2));
}
