/**
 * GraphQL Code Generator, as a frontend developer runs it: the client preset types documents
 * against the committed schema. Two clients use it — the table app (web/src/**, into
 * web/src/gql) and the client-side API tests (test/client/operations.graphql, into
 * test/client/gql). `npm run web:codegen` (or `npx graphql-codegen`) rewrites both;
 * test/client/codegen.test.ts fails when either is stale or a document is not valid.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const typed = { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown' } };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'test/client/gql/': {
      documents: ['test/client/operations.graphql'],
      preset: 'client',
      config: { ...typed, strictScalars: true },
      presetConfig: { fragmentMasking: false },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      config: { ...typed, skipTypename: false },
      presetConfig: { fragmentMasking: false },
    },
  },
  silent: true,
};

export default config;
