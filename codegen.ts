/**
 * GraphQL Code Generator, as a frontend developer would run it: the client preset types the
 * test client's documents (test/client/operations.graphql) against the committed schema.
 * `npx graphql-codegen` regenerates test/client/gql; test/client/codegen.test.ts keeps it in sync.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/client/operations.graphql'],
  generates: {
    'test/client/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, strictScalars: true, scalars: { DateTime: 'string', JSON: 'unknown' } },
      presetConfig: { fragmentMasking: false },
    },
  },
  silent: true,
};

export default config;
