/**
 * An error for people: urql prefixes its messages with the transport (`[GraphQL] `,
 * `[Network] `); the text after it is the API's own sentence (its rule citation included),
 * except for a network failure, which is the browser's ("Failed to fetch") and says nothing
 * to a player: that one becomes `offline`.
 */
export function errorText(error: { message: string; networkError?: unknown }, offline: string): string {
  if (error.networkError) return offline;
  return error.message.replace(/^\[(GraphQL|Network)\]\s*/, '').replace(/^\[\w+ Error\]\s*/, '');
}

/**
 * What a failed read or a closed live stream means for the person at the screen, each told as
 * what it is (issue 39): removed from the campaign (or it is gone: FORBIDDEN / NOT_FOUND), no
 * longer signed in (an expired session, a revoked key: UNAUTHENTICATED), or the server out of
 * reach (no answer, or the database not answering), which alone is worth waiting for.
 */
export type Trouble = 'removed' | 'signedOut' | 'unreachable' | 'other';

export function troubleOf(error: { networkError?: unknown; graphQLErrors?: readonly { extensions?: Record<string, unknown> }[] } | null | undefined): Trouble | null {
  if (!error) return null;
  const codes = (error.graphQLErrors ?? []).map((e) => e.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return 'signedOut';
  if (codes.includes('FORBIDDEN') || codes.includes('NOT_FOUND')) return 'removed';
  if (error.networkError || codes.includes('DATABASE_UNAVAILABLE')) return 'unreachable';
  return 'other';
}
