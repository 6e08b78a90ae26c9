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
