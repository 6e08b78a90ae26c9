/**
 * The error policy made safe for typed clients (docs/api.md §Errors): a refusal
 * (UNAUTHENTICATED / FORBIDDEN / NOT_FOUND) is a top-level error that nulls the refused field
 * only. GraphQL nulls the nearest nullable parent of a failed non-null field, so every root field
 * a caller can be refused is made nullable here: a refused `createCharacter` gives
 * `data: { createCharacter: null }`, never `data: null`, and the generated types say so.
 * Fields below the root answer from what the caller may already see, or are nullable where
 * they are refused (e.g. `Campaign.webhookEndpoints`, `User.campaigns`).
 */
import { type GraphQLFieldConfigMap, type GraphQLNonNull, GraphQLObjectType, GraphQLSchema, isNonNullType } from 'graphql';

/** Root fields nobody can be refused: tables, notation, odds — no sign-in needed. */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'races',
  'parseModules',
  'printModules',
  'odds',
  'bestiaryClasses',
  'magicCatalogue',
  'ylniesCatalogue',
  'ylniesOdds',
  'ylniesOpposedOdds',
  'webhookEventTypes',
  'signInStatus',
]);

function nullableRoot(type: GraphQLObjectType | null | undefined): GraphQLObjectType | undefined {
  if (!type) return undefined;
  const config = type.toConfig();
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
  for (const [name, field] of Object.entries(config.fields)) {
    const refusable = !PUBLIC_ROOT_FIELDS.has(name);
    fields[name] = refusable && isNonNullType(field.type) ? { ...field, type: (field.type as GraphQLNonNull<never>).ofType } : field;
  }
  return new GraphQLObjectType({ ...config, fields });
}

export function withNullableRefusals(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const query = nullableRoot(config.query);
  const mutation = nullableRoot(config.mutation);
  const roots = new Set([config.query?.name, config.mutation?.name]);
  return new GraphQLSchema({
    ...config,
    ...(query ? { query } : {}),
    ...(mutation ? { mutation } : {}),
    types: config.types.filter((t) => !roots.has(t.name)),
  });
}
