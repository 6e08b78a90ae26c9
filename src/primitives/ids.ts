/** Global IDs (Relay): `base64("Type:uuid")`, shared by the API, the jobs and the webhooks. Inputs take them and zod decodes them. */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import * as z from 'zod/mini';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeId(typename: string, id: string): string {
  return encodeGlobalID(typename, id);
}

/**
 * Global IDs decoded lately, each to its type and uuid (null: not a uuid id). A request decodes
 * the same few ids several times (its authorization, its validation) and the next requests the
 * same again: Pothos' decoding (a regular expression, a Buffer, a split) was ≈ 1.5 % of a roll's
 * CPU (issue 40). Bounded: emptied when full.
 */
const decoded = new Map<string, { typename: string; id: string } | null>();
const DECODED_KEPT = 2048;

function decodeUuidId(globalId: string): { typename: string; id: string } | null {
  let found = decoded.get(globalId);
  if (found === undefined) {
    try {
      const { typename, id } = decodeGlobalID(globalId);
      found = UUID.test(id) ? { typename, id } : null;
    } catch {
      found = null;
    }
    if (decoded.size >= DECODED_KEPT) decoded.clear();
    decoded.set(globalId, found);
  }
  return found;
}

/** Decode a global ID of the expected type, or null. */
export function decodeId(typename: string, globalId: unknown): string | null {
  if (typeof globalId !== 'string' || globalId.length > 200) return null;
  const found = decodeUuidId(globalId);
  return found && found.typename === typename ? found.id : null;
}

/** A zod schema for a global ID of `typename`, yielding the raw uuid. */
export function globalId(typename: string) {
  // zod/mini hands a transform the parse's payload, not classic zod's `ctx.addIssue`: the issue
  // is pushed as addIssue did (code, message, the input), its path added by the parents.
  return z.pipe(z.string(), z.transform((value, ctx) => {
    const id = decodeId(typename, value);
    if (!id) {
      ctx.issues.push({ code: 'custom', message: `not a ${typename} id`, input: value });
      return z.NEVER;
    }
    return id;
  }));
}

/**
 * Ids of things kept inside another row (a wound in its character's state, a declaration in its
 * encounter): `base64("Wound:<owner uuid>:<local id>")`. The local ids (`wound-3`) count per
 * sheet, so alone they collide across characters and merge in clients' normalised caches.
 */
export function encodeScopedId(typename: string, ownerId: string, localId: string): string {
  return encodeGlobalID(typename, `${ownerId}:${localId}`);
}

export interface ScopedId {
  /** The owner's uuid, or null for a bare local id (accepted for one release: the old form). */
  ownerId: string | null;
  localId: string;
}

const LOCAL = /^[A-Za-z0-9_-]{1,80}$/;

/** Decode a scoped global ID of the expected type, or null. */
export function decodeScopedId(typename: string, globalId: unknown): { ownerId: string; localId: string } | null {
  if (typeof globalId !== 'string' || globalId.length > 300) return null;
  try {
    const { typename: actual, id } = decodeGlobalID(globalId);
    const cut = id.indexOf(':');
    if (actual !== typename || cut < 0) return null;
    const ownerId = id.slice(0, cut);
    const localId = id.slice(cut + 1);
    return UUID.test(ownerId) && LOCAL.test(localId) ? { ownerId, localId } : null;
  } catch {
    return null;
  }
}

/**
 * A zod schema for a scoped id of `typename`. The bare local id (`wound-3`) is still accepted
 * for one release (deprecated): it is resolved against the owner the input names.
 */
export function scopedId(typename: string) {
  return z.pipe(z.string(), z.transform((value, ctx): ScopedId => {
    const scoped = decodeScopedId(typename, value);
    if (scoped) return scoped;
    if (LOCAL.test(value) && !value.startsWith(`${typename}:`)) return { ownerId: null, localId: value };
    ctx.issues.push({ code: 'custom', message: `not a ${typename} id`, input: value });
    return z.NEVER;
  }));
}

/** The local id if it belongs to `ownerId`; otherwise a local id that matches nothing there. */
export function localIdOn(ref: ScopedId, ownerId: string): string {
  return ref.ownerId === null || ref.ownerId === ownerId ? ref.localId : `${ref.localId}@elsewhere`;
}

/** `<owner uuid>:<local id>` (a node's raw id) → its two parts; [null, null] if malformed. */
export function splitScoped(raw: string): [string, string] | [null, null] {
  const cut = raw.indexOf(':');
  const ownerId = raw.slice(0, cut);
  const localId = raw.slice(cut + 1);
  return cut > 0 && UUID.test(ownerId) && LOCAL.test(localId) ? [ownerId, localId] : [null, null];
}
