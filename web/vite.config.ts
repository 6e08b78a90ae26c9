import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { assetsHeadersFile, assetsRedirectsFile } from '../src/http/security-headers.ts';
import { graphqlDocumentImports } from './graphql-documents.ts';

/**
 * `_headers` and `_redirects` beside the build, for the Worker's static assets: the same headers
 * the Node server sends (src/http/security-headers.ts is the one source of both); and schema.graphql.
 */
function workersAssetsRules(): Plugin {
  return {
    name: 'workers-assets-rules',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: assetsHeadersFile() });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: assetsRedirectsFile() });
      // The Worker's schema descriptions (src/graphql/lazy-descriptions.ts): scripts/build-worker.mjs
      // writes it here too, and this build empties the folder first.
      this.emitFile({ type: 'asset', fileName: 'schema.graphql', source: readFileSync(new URL('../schema.graphql', import.meta.url)) });
    },
  };
}

// Preact through the automatic JSX runtime that Vite's own transform already provides: no
// Babel preset needed. The app is built into web/dist, which both entries serve.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [graphqlDocumentImports(), workersAssetsRules()],
  // No inline `data:` URLs for small assets: `default-src 'self'` would refuse them.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true, assetsInlineLimit: 0 },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
