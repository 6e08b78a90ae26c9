/**
 * The Worker's stand-in for graphql-yoga's landing page (wrangler.toml [alias]: 12 KiB of
 * HTML and SVG, 5 KiB gzip). The app sets `landingPage: false`, so it is never served; should
 * it be, this says where the API is (yoga replaces __GRAPHIQL_LINK__).
 */
export default '<!doctype html><title>Not found</title><p>Not found. The GraphQL API is at <a href="__GRAPHIQL_LINK__">__GRAPHIQL_LINK__</a>.</p>';
