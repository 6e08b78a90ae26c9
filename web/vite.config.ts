import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Preact through the automatic JSX runtime that Vite's own transform already provides: no
// Babel preset needed. The app is built into web/dist, which both entries serve.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
