/**
 * What the action files share (action-request.ts, action-declaration.ts): the quality shift's
 * range as input validation. The rules they apply live in src/rules/sms/declaration.ts; the
 * fairness epoch and place of a roll, in src/graphql/rolls/fair-roll.ts.
 */
import * as z from 'zod';

export const shiftSchema = z.number().int().min(-6).max(6);
