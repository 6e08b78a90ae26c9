/**
 * What the action files share (action-request.ts, action-declaration.ts): the quality shift's
 * range as input validation, and the fairness epoch of the rolling resolvers (falls, initiative
 * too). The rules they apply live in src/rules/sms/declaration.ts.
 */
import * as z from 'zod';
import { type EpochRow, ensureOpenEpoch } from '../../db/fairness.js';
import type { Context } from '../context.js';
import { newServerSeed } from '../rolls/fairness-shared.js';

export const shiftSchema = z.number().int().min(-6).max(6);

/**
 * The open epoch a one-statement read already looked for: when it found none, open one at once
 * (one statement, which answers a rival's if one opened it meanwhile) rather than look again.
 */
export async function epochFromRead(ctx: Pick<Context, 'seeds' | 'clock' | 'db'>, campaignId: string, read: EpochRow | null): Promise<EpochRow> {
  return read ?? (await ensureOpenEpoch(ctx.db, campaignId, newServerSeed(ctx), ctx.clock.now()));
}
