/**
 * Walks a response against the document and the schema: every place where the schema promises
 * a non-null value and the response holds null. A typed client trusts those promises (its
 * generated types have no `| null` there), so the list must always be empty.
 */
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export function nullsWhereNonNull(schema: GraphQLSchema, document: DocumentNode, data: unknown): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    if (d.kind === Kind.OPERATION_DEFINITION) operation ??= d;
  }
  if (!operation || data === null || data === undefined) return [];
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const found: string[] = [];

  const runtimeType = (declared: GraphQLCompositeType, value: Record<string, unknown>): GraphQLCompositeType => {
    const named = typeof value.__typename === 'string' ? schema.getType(value.__typename) : undefined;
    return named && isCompositeType(named) ? named : declared;
  };

  const applies = (condition: string | undefined, type: GraphQLCompositeType): boolean => {
    if (!condition || condition === type.name) return true;
    const cond = schema.getType(condition);
    return cond !== undefined && isAbstractType(cond) && isObjectType(type) && schema.isSubType(cond, type);
  };

  const selection = (set: SelectionSetNode, type: GraphQLCompositeType, value: Record<string, unknown>, path: string): void => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.name.value === '__typename') continue;
        const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
        const def = fields[s.name.value];
        if (!def) continue;
        const key = s.alias?.value ?? s.name.value;
        if (key in value) check(def.type, value[key], s.selectionSet, `${path}.${key}`);
      } else {
        const set2 = s.kind === Kind.INLINE_FRAGMENT ? s : fragments.get(s.name.value);
        if (set2 && applies(set2.typeCondition?.name.value, type)) selection(set2.selectionSet, type, value, path);
      }
    }
  };

  const check = (type: GraphQLOutputType, value: unknown, set: SelectionSetNode | undefined, path: string): void => {
    if (isNonNullType(type)) {
      if (value === null) found.push(path);
      check(type.ofType, value, set, path);
      return;
    }
    if (value === null || value === undefined) return;
    if (isListType(type)) {
      for (const [i, item] of (value as unknown[]).entries()) check(type.ofType, item, set, `${path}[${i}]`);
      return;
    }
    if (set && isCompositeType(type)) {
      const obj = value as Record<string, unknown>;
      selection(set, runtimeType(type, obj), obj, path);
    }
  };

  if (root) selection(operation.selectionSet, root, data as Record<string, unknown>, 'data');
  return found;
}
