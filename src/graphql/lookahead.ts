/**
 * Whether a query asks, somewhere below a field, for one of some fields: lets a resolver bring
 * along in its own read what its children would otherwise read one level later (one round trip
 * fewer at the edge), and only when they are asked for.
 */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

export function asksFor(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === 'Field') return names.has(s.name.value) || walk(s.selectionSet);
      if (s.kind === 'InlineFragment') return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}

/** The sheet fields that read a character's modules: asked for, the modules come with the character's own read. */
export const MODULE_FIELDS: ReadonlySet<string> = new Set(['modules', 'notation', 'experience']);

/** Fields below a list that read a user (a character's owner, who asked for a roll or a request, an entry's author). */
export const USER_FIELDS: ReadonlySet<string> = new Set(['owner', 'requestedBy', 'author', 'revealedBy']);
