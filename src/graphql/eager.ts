/**
 * A screen in one statement (issue 26): the lists below a root field, sent in the root's own turn.
 *
 * GraphQL resolves a level only once the level above it has resolved, so a list below
 * `character(id)` or `me` waited for the root's read and went in a second statement. Some lists
 * need nothing of their parent but its id, which the root knows from its arguments (or from the
 * caller's claim): the root calls `eagerChildren`, which runs those children's own resolvers at
 * once with the id alone, in the same turn as the root's read, so the read combiner sends them
 * all as one statement (src/db/combined-reads.ts). When GraphQL reaches the child, its resolver
 * (wrapped by `withEagerFields`) returns the promise already made, so it runs once.
 *
 * Nothing is shown early: a child runs only when its parent resolved. A root that finds nothing
 * (not visible to the caller) answers null, and its children's rows are never used; a child's
 * refusal (a bad cursor) is the same error it would have had.
 */
import { getArgumentValues, type GraphQLField, type GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema, getNamedType, isObjectType, type SelectionSetNode } from 'graphql';
import type { Context } from './context.js';

/**
 * The fields run early, by type: each needs only its parent's `id` (checked by reading their
 * resolvers). What the caller may see of them is decided inside their read, from the caller's
 * membership (`seesCharacter`, `callerRoleIn` in src/db/access.ts), not from the parent's role,
 * which is not known yet when they are sent.
 */
export const EAGER_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Campaign: new Set([
    ...['members', 'characters', 'party', 'openActionRequests', 'spells', 'encounters', 'rolls', 'sessions', 'scenarios', 'fairnessEpoch', 'fairnessEpochs', 'spellAnnouncements'],
    // GM only: their reads keep to the GM's rows, and `guardEagerField` refuses a player as before.
    ...['webhookEndpoints', 'webhookDeliveries', 'events'],
    // The roll export: what the caller may export is decided in its read.
    ...['rollExport', 'rollExportHeader', 'rollExportPage'],
  ]),
  Character: new Set(['rolls', 'actionRequests', 'experienceLedger']),
  User: new Set(['campaigns', 'playedCharacters', 'characters', 'actionRequestsToAnswer', 'openActionRequests', 'apiKeys']),
};

const made = new WeakMap<object, Map<string, Promise<unknown> | unknown>>();

/** The parents `eagerChildren` made, known by their id alone: their role is not known yet. */
const byIdOnly = new WeakSet<object>();

/**
 * Whether a resolver runs early, for a parent known by its id alone: a check on the parent (its
 * viewer's role) waits for the real parent (`guardEagerField`), and the read itself must keep to
 * what the caller may see.
 */
export function knownByIdOnly(parent: object): boolean {
  return byIdOnly.has(parent);
}

/** Checks the real parent must pass before an early field's rows are shown (a GM-only list). */
const GUARDS = new Map<string, (parent: never) => void>();

/** Register the check a field's resolver makes on its parent, run on the real parent when the field was sent early. */
export function guardEagerField<P>(typeName: string, fieldName: string, guard: (parent: P) => void): void {
  GUARDS.set(`${typeName}.${fieldName}`, guard as (parent: never) => void);
}

const keyOf = (type: string, responseKey: string, id: string) => `${type}.${responseKey}:${id}`;

/**
 * Run the eager children of the field being resolved, for a parent known so far by its id. The
 * parent's type is the field's, or `typeName` where the field returns an interface (`node(id)`).
 */
export function eagerChildren(ctx: Context, info: GraphQLResolveInfo, parent: { id: string }, typeName?: string): void {
  const type = typeName ? info.schema.getType(typeName) : getNamedType(info.returnType);
  if (!type || !isObjectType(type)) return;
  const eager = EAGER_FIELDS[type.name];
  if (!eager) return;
  const memo = made.get(ctx.loaders) ?? new Map();
  made.set(ctx.loaders, memo);
  byIdOnly.add(parent);
  const fields = type.getFields();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const node of set?.selections ?? []) {
      if (node.kind === 'InlineFragment') {
        if (!node.typeCondition || node.typeCondition.name.value === type.name) walk(node.selectionSet);
      } else if (node.kind === 'FragmentSpread') {
        const fragment = info.fragments[node.name.value];
        if (fragment && fragment.typeCondition.name.value === type.name && !seen.has(node.name.value)) {
          seen.add(node.name.value);
          walk(fragment.selectionSet);
        }
      } else if (eager.has(node.name.value)) {
        const responseKey = node.alias?.value ?? node.name.value;
        const key = keyOf(type.name, responseKey, parent.id);
        const field = fields[node.name.value] as GraphQLField<unknown, Context> | undefined;
        const resolve = field && ORIGINAL.get(field);
        if (!field || !resolve || memo.has(key)) continue;
        const childInfo: GraphQLResolveInfo = {
          ...info,
          fieldName: field.name,
          fieldNodes: [node],
          returnType: field.type,
          parentType: type,
          path: { prev: info.path, key: responseKey, typename: type.name },
        };
        try {
          const value = resolve(parent, getArgumentValues(field as GraphQLField<unknown, unknown>, node, info.variableValues), ctx, childInfo);
          if (value instanceof Promise) value.catch(() => undefined);
          memo.set(key, value);
        } catch (error) {
          const failed = Promise.reject(error);
          failed.catch(() => undefined);
          memo.set(key, failed);
        }
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
}

const ORIGINAL = new WeakMap<object, NonNullable<GraphQLField<unknown, Context>['resolve']>>();

/** The eager fields' resolvers answer with what `eagerChildren` made for them, when it did. */
export function withEagerFields(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, names] of Object.entries(EAGER_FIELDS)) {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    if (!type) continue;
    for (const name of names) {
      const field = type.getFields()[name] as GraphQLField<unknown, Context> | undefined;
      const resolve = field?.resolve;
      if (!field || !resolve || ORIGINAL.has(field)) continue;
      ORIGINAL.set(field, resolve);
      field.resolve = (parent, args, ctx, info) => {
        const memo = made.get(ctx.loaders);
        const key = keyOf(typeName, info.path.key as string, (parent as { id: string }).id);
        if (memo?.has(key)) {
          const value = memo.get(key);
          memo.delete(key);
          GUARDS.get(`${typeName}.${name}`)?.(parent as never);
          return value;
        }
        return resolve(parent, args, ctx, info);
      };
    }
  }
  return schema;
}
