/**
 * The Worker's schema is built without its descriptions (scripts/strip-descriptions.mjs) and
 * gets them from schema.graphql on the first introspection (src/graphql/lazy-descriptions.ts).
 * Here the real schema, every description taken off, then given schema.graphql's: it must print
 * as schema.graphql, byte for byte; and the plugin loads the text once, only when asked.
 */
import { readFileSync } from 'node:fs';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, printSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { applyDescriptions, lazyDescriptionsPlugin } from '../../src/graphql/lazy-descriptions.js';
import { buildSchema } from '../../src/graphql/schema.js';

const sdl = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** The schema as the stripped Worker builds it, at worst: no description anywhere. */
function undescribed(): GraphQLSchema {
  const schema = buildSchema();
  const clear = (holder: { description?: string | null }) => {
    holder.description = undefined;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    clear(type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        clear(field);
        field.args.forEach(clear);
      }
    } else if (isInputObjectType(type)) Object.values(type.getFields()).forEach(clear);
    else if (isEnumType(type)) type.getValues().forEach(clear);
  }
  return schema;
}

describe('lazy schema descriptions (issue 40 item 6)', () => {
  it('a schema without descriptions, given schema.graphql, prints as schema.graphql', () => {
    const schema = undescribed();
    expect(`${printSchema(schema)}\n`).not.toBe(sdl);
    expect(applyDescriptions(schema, sdl)).toEqual([]);
    expect(`${printSchema(schema)}\n`).toBe(sdl);
  });

  it('takes a description the text does not have off, and reports coordinates the schema does not have', () => {
    const schema = buildSchema();
    const edited = sdl.replace(/"""[^"]*"""\ntype Query/, 'type Query').replace(/^type Query \{/m, '"Only here."\ntype Ghost { a: Int }\n\ntype Query {');
    const unknown = applyDescriptions(schema, edited);
    expect(schema.getQueryType()?.description).toBeUndefined();
    expect(unknown).toEqual(['Ghost']);
  });

  it('loads the text once, on the first introspection only, and answers it described', async () => {
    let loads = 0;
    const yoga = createYoga({
      schema: undescribed(),
      plugins: [lazyDescriptionsPlugin(
          async () => {
            loads++;
            return sdl;
          },
          () => {},
        ),],
      maskedErrors: false,
      logging: false,
    });
    const ask = async (query: string) => (await (await yoga.fetch('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json()) as { data: any; errors?: unknown };
    expect((await ask('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect(loads).toBe(0);
    const first = await ask(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(first.errors).toBeUndefined();
    expect(`${printSchema(buildClientSchema(first.data))}\n`).toBe(sdl);
    await ask('{ __type(name: "Query") { description } }');
    expect(loads).toBe(1);
  });

  it('when the text cannot be had: said in the log, the operation runs, and the next introspection tries again', async () => {
    let loads = 0;
    const lines: string[] = [];
    const yoga = createYoga({
      schema: undescribed(),
      plugins: [lazyDescriptionsPlugin(async () => (++loads === 1 ? Promise.reject(new Error('HTTP 404')) : sdl), (line) => lines.push(line))],
      logging: false,
    });
    const ask = async () =>
      (await (await yoga.fetch('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __type(name: "Query") { description } }' }) })).json()) as { data: any };
    expect((await ask()).data.__type.description).toBeNull();
    expect(lines).toEqual(['schema descriptions unavailable: HTTP 404']);
    expect((await ask()).data.__type.description).toBe(buildSchema().getQueryType()?.description);
    expect(loads).toBe(2);
  });
});
