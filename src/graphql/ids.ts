/** Global IDs (Relay): `base64("Type:uuid")`. Inputs take them and zod decodes them. */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import * as z from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeId(typename: string, id: string): string {
  return encodeGlobalID(typename, id);
}

/** Decode a global ID of the expected type, or null. */
export function decodeId(typename: string, globalId: unknown): string | null {
  if (typeof globalId !== 'string' || globalId.length > 200) return null;
  try {
    const { typename: actual, id } = decodeGlobalID(globalId);
    return actual === typename && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A zod schema for a global ID of `typename`, yielding the raw uuid. */
export function globalId(typename: string) {
  return z.string().transform((value, ctx) => {
    const id = decodeId(typename, value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: `not a ${typename} id` });
      return z.NEVER;
    }
    return id;
  });
}
