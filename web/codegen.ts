import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the table app, from the API's committed SDL. `npm run web:codegen`
// rewrites web/src/gql; a test keeps it in step with schema.graphql and the app's documents.
const config: CodegenConfig = {
  schema: process.env.CODEGEN_SCHEMA ?? 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: false, scalars: { DateTime: 'string', JSON: 'unknown' } },
    },
  },
};
export default config;
