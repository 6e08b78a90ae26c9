/**
 * The shape every mutation of the API shares (docs/api.md §Errors), in one place: one
 * `input` argument, the payload, and the expected failures as members of its union
 * (`Payload | ValidationError | RuleViolation`, DESIGN.md §Conventions 3). A domain names its
 * field, payload, input and description and writes the body: caller → one read → the rules →
 * one atomic write → the payload. What sits around that body is said here once.
 */
import type { InputObjectRef, InputRef, ObjectRef, OutputRef } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import { builder, type Types } from './builder.js';
import type { Context } from './context.js';
import { MUTATION_ERRORS } from './errors.js';

/** An error class the errors plugin can place in a payload's union (it is registered as an object type). */
type ErrorClass = abstract new (...args: never[]) => Error;

export interface Mutation<Payload, Args> {
  /** The payload type on success. */
  type: OutputRef<Payload>;
  description: string;
  /** The union's error members, when not `MUTATION_ERRORS` (ValidationError and RuleViolation). */
  errors?: readonly ErrorClass[];
  resolve: (root: object, args: Args, ctx: Context, info: GraphQLResolveInfo) => NoInfer<Payload> | Promise<NoInfer<Payload>>;
}

export interface InputMutation<Payload, Input> extends Mutation<Payload, { input: Input }> {
  /** The `input` argument's type (required). */
  input: InputRef<Input>;
}

/** Registers `Mutation.<name>(input: …): <Payload> | <errors>`. */
export function inputMutation<Payload, Input>(name: string, options: InputMutation<Payload, Input>): void {
  register(name, options, options.input);
}

/** Registers `Mutation.<name>: <Payload> | <errors>`, a mutation that takes no argument (the caller is all it needs). */
export function mutation<Payload>(name: string, options: Mutation<Payload, object>): void {
  register(name, options, null);
}

function register<Payload, Args>(name: string, options: Mutation<Payload, Args>, input: InputRef | null): void {
  builder.mutationField(name, (t) =>
    // Pothos infers each field's types from literal options; this one place passes them on
    // generically, and the signatures above keep every caller typed.
    t.field({
      type: options.type,
      description: options.description,
      ...(input ? { args: { input: t.arg({ type: input }) } } : {}),
      errors: { types: [...(options.errors ?? MUTATION_ERRORS)] },
      resolve: options.resolve,
    } as never),
  );
}

/**
 * A payload of one field, `{ <field>: T }`: what the mutation made or changed, as it now stands.
 * `about` describes the payload type itself, when it says more than its field.
 */
export function payloadOf<const Field extends string, T>(
  name: string,
  field: Field,
  type: OutputRef<T>,
  description: string,
  about?: string,
): ObjectRef<Types, { [K in Field]: T }> {
  return builder.objectRef<{ [K in Field]: T }>(name).implement({
    ...(about ? { description: about } : {}),
    fields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { [K in Field]: T }>) => ({ [field]: t.field({ type, description, resolve: (p: { [K in Field]: T }) => p[field] } as never) }),
  } as never);
}

/** A mutation's input of one required field, an id or a string: `{ <field>: String! }`. */
export function inputOf<const Field extends string>(name: string, field: Field, kind: 'id' | 'string', description: string, about?: string): InputObjectRef<Types, { [K in Field]: string }> {
  return builder.inputType(name, {
    ...(about ? { description: about } : {}),
    fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({ [field]: t[kind]({ description }) }),
  } as never) as never;
}

/** A payload field's type: an object or enum type, a scalar by its name, or a list of either. */
type PayloadFieldType = OutputRef<unknown> | 'Boolean' | 'Float' | 'ID' | 'Int' | 'String' | 'DateTime' | 'JSON';

/** One field of a payload: its type (or `[type]`), its description, and what else Pothos takes (`nullable`). */
export type PayloadField = readonly [type: PayloadFieldType | readonly [PayloadFieldType], description: string, extra?: object];

/**
 * A payload of several fields, each read from the object the resolver returns under its own
 * name: `payloadType<{ character: CharacterRow; roll: RollView }>('XPayload', { character:
 * [CharacterRef, '…'], roll: [RollEntry, '…'] })`. `about` describes the payload type itself.
 */
export function payloadType<P extends object>(name: string, fields: { [K in keyof P]: PayloadField }, about?: string): ObjectRef<Types, P> {
  return builder.objectRef<P>(name).implement({
    ...(about ? { description: about } : {}),
    fields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) =>
      Object.fromEntries(
        Object.entries(fields as Record<string, PayloadField>).map(([key, [type, description, extra]]) => [
          key,
          t.field({ type, description, ...extra, resolve: (p: P) => (p as Record<string, unknown>)[key] } as never),
        ]),
      ),
  } as never);
}
