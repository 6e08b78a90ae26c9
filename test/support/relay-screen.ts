/**
 * The query a Relay-style client generates for a screen that shows everything: from a root,
 * every field (not deprecated, no required argument) to `depth` levels of objects, each union or
 * interface with every member's fields, each connection as `edges { cursor node { … } } pageInfo
 * { … }` at `first: page` (issue 38 item 15: the cost limit must let it through).
 */
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';

const selectable = (field: GraphQLField<unknown, unknown>) => !field.deprecationReason && !field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);

export function everyField(schema: GraphQLSchema, type: GraphQLNamedType, depth: number, page: number): string {
  if (isAbstractType(type)) {
    return `__typename ${schema
      .getPossibleTypes(type)
      .map((member) => `... on ${member.name} { ${everyField(schema, member, depth, page)} }`)
      .join(' ')}`;
  }
  if (!isObjectType(type)) return '';
  const parts: string[] = [];
  for (const field of Object.values(type.getFields()).filter(selectable)) {
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(field.name);
      continue;
    }
    if (depth <= 1) continue;
    if (isObjectType(named) && named.name.endsWith('Connection') && field.args.some((a) => a.name === 'first')) {
      const edge = getNamedType(named.getFields().edges!.type) as GraphQLNamedType;
      const node = isObjectType(edge) ? getNamedType(edge.getFields().node!.type) : edge;
      parts.push(`${field.name}(first: ${page}) { edges { cursor node { ${everyField(schema, node, depth - 1, page)} } } pageInfo { hasNextPage endCursor } }`);
      continue;
    }
    const inner = everyField(schema, named, depth - 1, page);
    if (inner) parts.push(`${field.name} { ${inner} }`);
  }
  return parts.length ? parts.join(' ') : '__typename';
}
