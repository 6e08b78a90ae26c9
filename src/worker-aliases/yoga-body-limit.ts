/**
 * The Worker's stand-in for graphql-yoga's body-size plugin (wrangler.toml [alias]). The app turns
 * Yoga's own cap off (`maxRequestBodySize: false`, src/app.ts) and caps bodies itself
 * (src/http/policy.ts `bodyPlugin`, and `boundedBody` before Yoga in the Worker), so Yoga only
 * ever asks this for its "off" plugin: nothing.
 */
export function useLimitRequestBodySize(limit: number | false): Record<string, never> {
  if (limit !== false) throw new Error("Yoga's body cap is not in the Worker: the app caps bodies itself (src/worker-aliases/yoga-body-limit.ts)");
  return {};
}
