/**
 * The parts of an interaction (discord-api-types v10 `APIInteraction`) the commands read,
 * checked with zod after the signature: Discord's own body, but still parsed, never trusted
 * blindly. Constants mirror discord-api-types' enums (imported as types only: the enums'
 * module would weigh on the Worker's bundle).
 */
import type { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';
import * as z from 'zod';

export const INTERACTION = { PING: 1, COMMAND: 2, COMPONENT: 3, AUTOCOMPLETE: 4 } as const satisfies Record<string, InteractionType>;
export const RESPONSE = { PONG: 1, MESSAGE: 4, DEFERRED_MESSAGE: 5, DEFERRED_UPDATE: 6, UPDATE_MESSAGE: 7, AUTOCOMPLETE_RESULT: 8 } as const satisfies Record<string, InteractionResponseType>;
export const EPHEMERAL = 64 satisfies MessageFlags;

const snowflake = z.string().regex(/^\d{1,20}$/);
const user = z.object({ id: snowflake, username: z.string().max(100), global_name: z.string().max(100).nullish() });

interface Option {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  focused?: boolean | undefined;
  options?: Option[] | undefined;
}
const option: z.ZodType<Option> = z.lazy(() =>
  z.object({
    name: z.string().max(32),
    type: z.number().int(),
    value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
    focused: z.boolean().optional(),
    options: z.array(option).max(25).optional(),
  }),
);

export const interactionSchema = z.object({
  id: snowflake,
  application_id: snowflake,
  type: z.number().int(),
  token: z.string().max(1000).default(''),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
  member: z.object({ user }).optional(),
  user: user.optional(),
  locale: z.string().max(10).optional(),
  data: z
    .object({
      name: z.string().max(32).optional(),
      options: z.array(option).max(25).optional(),
      custom_id: z.string().max(100).optional(),
      values: z.array(z.string().max(100)).max(25).optional(),
    })
    .optional(),
  /**
   * A component's message (ours), as Discord sends it with the press: the roll's Roll button
   * reads the choice its menu holds (src/integrations/discord/roll.ts). Only the parts read.
   */
  message: z
    .object({
      components: z
        .array(
          z.object({
            components: z
              .array(z.object({ custom_id: z.string().max(100).optional(), options: z.array(z.object({ value: z.string().max(100), default: z.boolean().optional() })).max(25).optional() }))
              .max(5)
              .optional(),
          }),
        )
        .max(5)
        .optional(),
    })
    .optional(),
});
export type Interaction = z.output<typeof interactionSchema>;

/** Who sent it: `member.user` in a server, `user` in a direct message. */
export function senderOf(i: Interaction): z.output<typeof user> | null {
  return i.member?.user ?? i.user ?? null;
}

/** The options of the command (or of its subcommand), flattened by name. */
export function optionsOf(i: Interaction): { subcommand: string | null; values: Map<string, string | number | boolean>; focused: string | null } {
  let list = i.data?.options ?? [];
  let subcommand: string | null = null;
  // Type 1 = SUB_COMMAND: its options are one level down.
  if (list.length === 1 && list[0]!.type === 1) {
    subcommand = list[0]!.name;
    list = list[0]!.options ?? [];
  }
  const values = new Map<string, string | number | boolean>();
  let focused: string | null = null;
  for (const o of list) {
    if (o.value !== undefined) values.set(o.name, o.value);
    if (o.focused) focused = o.name;
  }
  return { subcommand, values, focused };
}
