/**
 * Every public type, field, argument, input field and enum value is described for a frontend
 * developer (issue 38 item 17; graphql-eslint's `require-description` over `schema-recommended`,
 * which is not installed here: the same walk, with graphql-js, over the printed schema so the
 * descriptions are the ones clients introspect). What the plugins make (connections, edges,
 * `PageInfo`, result unions, the roots, paging, `input` and `locale` arguments, `node`/`nodes`)
 * must all be described, and so must everything written by hand: a new field without a
 * description fails here.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isScalarType,
  isUnionType,
  printSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema as built } from '../../src/graphql/schema.js';

const schema = buildSchema(printSchema(built));

/** Every schema coordinate without a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

/** What the plugins and conventions make: none may be left without a description. */
function generated(coordinate: string): boolean {
  const [typeName, rest] = coordinate.split('.') as [string, string | undefined];
  const type = schema.getType(typeName);
  if (['Query', 'Mutation', 'Subscription', 'PageInfo', 'Node'].includes(typeName) && !rest) return true;
  if (typeName === 'Query' && /^nodes?(\(|$)/.test(rest ?? '')) return true;
  if (/Connection$|Edge$/.test(typeName) || typeName === 'PageInfo') return true;
  if (isUnionType(type) && /^(Mutation|Query).+Result$/.test(typeName)) return true;
  if (rest && /\((first|after|last|before|input|locale|id|ids):\)$/.test(rest)) return true;
  if (rest === 'id') return true;
  return false;
}

describe('schema descriptions (issue 38 item 17)', () => {
  it('what the plugins make is described: connections, edges, PageInfo, result unions, roots, paging and input arguments, node and nodes', () => {
    expect(undescribed().filter(generated)).toEqual([]);
    expect(schema.getQueryType()?.getFields().node?.description).toMatch(/\w/);
    expect(getNamedType(schema.getQueryType()!.getFields().node!.type).description).toMatch(/\w/);
  });

  it('every public type, field, argument, input field and enum value is described, the public contract’s included', () => {
    expect(undescribed()).toEqual([]);
    for (const name of ['Role', 'CharacterKind', 'Polarity', 'Stakes', 'Severity', 'FatigueKind', 'Locale', 'Node', 'Query', 'Mutation']) {
      expect(schema.getType(name)?.description, name).toMatch(/\w/);
    }
    expect(schema.getQueryType()?.getFields().odds?.args.map((a) => a.description)).toEqual([expect.stringMatching(/score/), expect.stringMatching(/die/)]);
  });
});
