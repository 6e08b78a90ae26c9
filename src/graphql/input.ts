/**
 * A mutation's input declared once: each field names its GraphQL type, its zod schema and its
 * description on one line, and `inputType` makes both the Pothos input type (what the schema
 * prints) and the `z.object` the resolver validates with (`validate(X.schema, input)`, still in
 * the resolver's body, after the caller is found: DESIGN.md §The way of a request). Before, every
 * field was written twice, in the input type and again in a zod object beside it, and the two
 * could drift apart.
 *
 * A field is required in the schema unless its zod schema accepts `undefined` (`z.nullish(…)`,
 * `z.optional(…)`, `z._default(…)`); `extra` passes anything else Pothos takes (`required` to
 * say otherwise, `defaultValue`, a list's item nullability). The schemas are zod/mini's (checks
 * as functions: `z.string().check(z.trim(), z.maxLength(80))`): classic zod's methods cost the
 * Worker's bundle and the building of every schema at its first event (docs/edge.md §Bundle).
 */
import type { InputFieldRef, InputObjectRef, InputTypeParam } from '@pothos/core';
import * as z from 'zod/mini';
import { builder, type Types } from './builder.js';

type FieldBuilder = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** One input field: its zod schema, and how it is declared to Pothos. */
export interface InputField<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly schema: S;
  readonly declare: (t: FieldBuilder) => InputFieldRef<Types, unknown>;
}

type Scalar = 'id' | 'string' | 'int' | 'float' | 'boolean' | 'idList' | 'stringList' | 'intList';

const requiredBy = (schema: z.ZodMiniType): boolean => !schema.safeParse(undefined).success;

const scalar =
  (kind: Scalar) =>
  <S extends z.ZodMiniType>(schema: S, description: string, extra: object = {}): InputField<S> => ({
    schema,
    declare: (t) => (t[kind] as (options: object) => InputFieldRef<Types, unknown>)({ required: requiredBy(schema), description, ...extra }),
  });

/** The field kinds, as Pothos names them; `of` for an enum, another input type or a list of them. */
export const field = {
  id: scalar('id'),
  string: scalar('string'),
  int: scalar('int'),
  float: scalar('float'),
  boolean: scalar('boolean'),
  idList: scalar('idList'),
  stringList: scalar('stringList'),
  intList: scalar('intList'),
  of: <S extends z.ZodMiniType>(type: InputTypeParam<Types>, schema: S, description: string, extra: object = {}): InputField<S> => ({
    schema,
    declare: (t) => t.field({ type, required: requiredBy(schema), description, ...extra } as never) as InputFieldRef<Types, unknown>,
  }),
};

type Shape<F extends Record<string, InputField>> = { [K in keyof F]: F[K]['schema'] };

export interface DeclaredInput<F extends Record<string, InputField>> {
  /** The Pothos input type, for `input:` or a field of another input. */
  ref: InputObjectRef<Types, z.input<z.ZodMiniObject<Shape<F>>>>;
  /** The same fields as a zod object: `validate(X.schema, input)`. */
  schema: z.ZodMiniObject<Shape<F>>;
}

/** Declares the input type `name` and its zod object from one list of fields. */
export function inputType<const F extends Record<string, InputField>>(name: string, fields: F, description?: string): DeclaredInput<F> {
  const ref = builder.inputType(name, {
    ...(description ? { description } : {}),
    fields: (t: FieldBuilder) => Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.declare(t)])),
  } as never) as unknown as DeclaredInput<F>['ref'];
  const shape = Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.schema])) as Shape<F>;
  return { ref, schema: z.object(shape) };
}
