/**
 * The parts of an interaction (discord-api-types v10 `APIInteraction`) the commands read,
 * checked with zod after the signature: Discord's own body, but still parsed, never trusted
 * blindly. Constants mirror discord-api-types' enums (imported as types only: the enums'
 * module would weigh on the Worker's bundle).
 */
import type { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';
import * as z from 'zod/mini';

export const INTERACTION = { PING: 1, COMMAND: 2, COMPONENT: 3, AUTOCOMPLETE: 4 } as const satisfies Record<string, InteractionType>;
export const RESPONSE = { PONG: 1, MESSAGE: 4, DEFERRED_MESSAGE: 5, DEFERRED_UPDATE: 6, UPDATE_MESSAGE: 7, AUTOCOMPLETE_RESULT: 8 } as const satisfies Record<string, InteractionResponseType>;
export const EPHEMERAL = 64 satisfies MessageFlags;

const snowflake = z.string().check(z.regex(/^\d{1,20}$/));
const user = z.object({ id: snowflake, username: z.string().check(z.maxLength(100)), global_name: z.nullish(z.string().check(z.maxLength(100))) });

interface Option {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  focused?: boolean | undefined;
  options?: Option[] | undefined;
}
const option: z.ZodMiniType<Option> = z.lazy(() =>
  z.object({
    name: z.string().check(z.maxLength(32)),
    type: z.int(),
    value: z.optional(z.union([z.string().check(z.maxLength(6000)), z.number(), z.boolean()])),
    focused: z.optional(z.boolean()),
    options: z.optional(z.array(option).check(z.maxLength(25))),
  }),
);

export const interactionSchema = z.object({
  id: snowflake,
  application_id: snowflake,
  type: z.int(),
  token: z._default(z.string().check(z.maxLength(1000)), ''),
  guild_id: z.optional(snowflake),
  channel_id: z.optional(snowflake),
  member: z.optional(z.object({ user })),
  user: z.optional(user),
  locale: z.optional(z.string().check(z.maxLength(10))),
  data: z.optional(
    z.object({
      name: z.optional(z.string().check(z.maxLength(32))),
      options: z.optional(z.array(option).check(z.maxLength(25))),
      custom_id: z.optional(z.string().check(z.maxLength(100))),
      values: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(25))),
    }),
  ),
  /**
   * A component's message (ours), as Discord sends it with the press: the roll's Roll button
   * reads the choice its menu holds (src/integrations/discord/roll.ts). Only the parts read.
   */
  message: z.optional(
    z.object({
      components: z.optional(
        z
          .array(
            z.object({
              components: z.optional(
                z
                  .array(
                    z.object({
                      custom_id: z.optional(z.string().check(z.maxLength(100))),
                      options: z.optional(z.array(z.object({ value: z.string().check(z.maxLength(100)), default: z.optional(z.boolean()) })).check(z.maxLength(25))),
                    }),
                  )
                  .check(z.maxLength(5)),
              ),
            }),
          )
          .check(z.maxLength(5)),
      ),
    }),
  ),
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
