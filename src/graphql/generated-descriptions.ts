/**
 * Descriptions for what the plugins make and the conventions repeat (issue 38 item 17): each
 * connection, edge and `PageInfo` (relay plugin), each mutation's result union (errors plugin),
 * the root types, the paging arguments, `input:` and `locale:` arguments and each mutation's
 * input type. They are written here once, from the names the conventions give (docs/api.md),
 * instead of in every field's options; a description written at the field always wins.
 */
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

const PAGING_ARGS: Record<string, string> = {
  first: 'How many items from the start of the page window (at most 100; 20 when neither `first` nor `last` is given).',
  after: 'The `cursor` (or `pageInfo.endCursor`) to continue after.',
  last: 'How many items from the end of the page window (at most 100).',
  before: 'The `cursor` (or `pageInfo.startCursor`) to continue before.',
};

const PAGE_INFO_FIELDS: Record<string, string> = {
  hasNextPage: 'Whether more items follow this page (ask again with `after: endCursor`).',
  hasPreviousPage: 'Whether items come before this page (ask again with `before: startCursor`).',
  startCursor: 'The cursor of the first item of this page, null when it is empty.',
  endCursor: 'The cursor of the last item of this page, null when it is empty.',
};

const ROOTS: Record<string, string> = {
  Query: 'What can be read: the caller (`me`), campaigns, characters, any node by its id, and the public catalogues and odds.',
  Mutation: 'What can be changed. Each mutation takes one `input` and answers a union of its payload and its refusals (`RuleViolation`, `ValidationError`): a refused mutation changed nothing.',
  Subscription: 'Live events over Server-Sent Events on `/graphql`, resumable with `Last-Event-ID` and filtered by what the caller may see.',
};

/** `createCharacter` for `MutationCreateCharacterResult`. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function describeField(field: GraphQLField<unknown, unknown>, text: string) {
  field.description ??= text;
}

export function withGeneratedDescriptions(schema: GraphQLSchema): GraphQLSchema {
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const describe = (type: GraphQLNamedType | null | undefined, text: string) => {
    if (type && !type.description) type.description = text;
  };
  for (const [name, text] of Object.entries(ROOTS)) describe(schema.getType(name), text);
  /** Each payload type, with the mutations it is the success of. */
  const successOf = new Map<GraphQLNamedType, string[]>();

  // The input type of each mutation (and query) that takes one `input`.
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const input = field.args.find((a) => a.name === 'input');
      if (input) describe(getNamedType(input.type), `The input of \`${field.name}\`.`);
    }
  }

  for (const type of types) {
    if (isObjectType(type) && type.name.endsWith('Connection') && type.getFields().edges) {
      const node = getNamedType((getNamedType(type.getFields().edges!.type) as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> }).getFields?.().node?.type ?? type);
      describe(type, `A page of ${node.name} items (a Relay cursor connection): \`edges\` in order, and \`pageInfo\` to ask for the next page.`);
      describeField(type.getFields().edges!, 'The items of this page, in order, each with its cursor.');
      if (type.getFields().pageInfo) describeField(type.getFields().pageInfo!, 'Where this page stands: whether more follow, and the cursors to ask for them.');
    } else if (isObjectType(type) && type.name.endsWith('Edge') && type.getFields().node && type.getFields().cursor) {
      describe(type, `One ${getNamedType(type.getFields().node!.type).name} in a page, with its cursor.`);
      describeField(type.getFields().node!, `The ${getNamedType(type.getFields().node!.type).name} itself.`);
      describeField(type.getFields().cursor!, 'Pass it as `after` (or `before`) to continue from this item. Opaque.');
    } else if (isObjectType(type) && type.name === 'PageInfo') {
      describe(type, 'Where a page of a connection stands: whether more items follow or come before, and the cursors to ask for them.');
      for (const field of Object.values(type.getFields())) if (PAGE_INFO_FIELDS[field.name]) describeField(field, PAGE_INFO_FIELDS[field.name]!);
    } else if (isUnionType(type)) {
      const mutation = /^Mutation(.+)Result$/.exec(type.name)?.[1];
      const query = /^Query(.+)Result$/.exec(type.name)?.[1];
      const members = type.getTypes().map((t) => `\`${t.name}\``).join(', ');
      if (mutation) describe(type, `What \`${lowerFirst(mutation)}\` answers: ${members}. Branch on \`__typename\`; an error type means nothing was changed.`);
      const success = type.getTypes().filter((t) => !t.getInterfaces().some((i) => i.name === 'Error'));
      if (mutation && success.length === 1) successOf.set(success[0]!, [...(successOf.get(success[0]!) ?? []), lowerFirst(mutation)]);
      else if (query) describe(type, `What \`${lowerFirst(query)}\` answers: ${members}. Branch on \`__typename\`.`);
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'id' && !field.description) field.description = 'Global and opaque: pass it back as it came (docs/api.md §IDs).';
        for (const arg of field.args) {
          if (arg.description) continue;
          if (PAGING_ARGS[arg.name] && getNamedType(field.type).name.endsWith('Connection')) arg.description = PAGING_ARGS[arg.name]!;
          else if (arg.name === 'input') arg.description = `What to do: see \`${getNamedType(arg.type).name}\`.`;
          else if (arg.name === 'locale') arg.description = 'The language of the text: EN (default) or FR.';
          else if (arg.name === 'id' || arg.name === 'ids') arg.description = arg.name === 'id' ? 'A global id, passed back exactly as the API gave it.' : 'Global ids, passed back exactly as the API gave them.';
        }
      }
    }
  }
  // A payload shared by many mutations (`CharacterPayload`) is described where it is written.
  for (const [payload, mutations] of successOf) {
    if (mutations.length <= 3) describe(payload, `What ${mutations.map((m) => `\`${m}\``).join(', ')} ${mutations.length > 1 ? 'answer when they succeed' : 'answers when it succeeds'}.`);
  }
  return schema;
}
