/**
 * What a fall or a throw hands back (SMS §7): the impact as rolled, and for a throw downward the
 * fall that follows it with the sum of both (seed 000, « Projections »), with the wound.
 */
import type { CharacterRow } from '../../db/access.js';
import type * as falls from '../../rules/sms/falls.js';
import type { DeclaredModule } from '../../rules/sms/resolution.js';
import { builder } from '../builder.js';
import { payloadType } from '../mutation.js';
import { Severity } from '../enums.js';
import { CharacterRef } from '../refs.js';
import { DamageType, Wound, type WoundView } from './health-wounds.js';

export const ImpactKind = builder.enumType('ImpactKind', {
  description: 'What hit the character (SMS §7).',
  values: {
    FALL: { description: 'A fall from a height (`resolveFall`).' },
    THROW: { description: 'A throw against an obstacle (`resolveThrow`): the first wound level applies from 0 m.' },
  } as const,
});
export const CriticalOutcome = builder.enumType('CriticalOutcome', {
  description: 'A critical on the impact roll (only when a die is rolled, SMS §7).',
  values: {
    SUCCESS: { description: 'A rolled 1: the height counts 2 × size factor less.' },
    FAILURE: { description: 'The die’s highest face: the height counts 1 × size factor more.' },
  } as const,
});

export type ImpactView = falls.ImpactResult & { distance: number; modules: DeclaredModule[] };

export const Impact = builder.objectRef<ImpactView>('Impact').implement({
  description: 'A fall or a throw as rolled (SMS §7).',
  fields: (t) => ({
    kind: t.field({ type: ImpactKind, description: 'A fall or a throw.', resolve: (i) => i.kind }),
    distance: t.float({ description: 'Fall: the height. Throw: the distance left to the obstacle.', resolve: (i) => i.distance }),
    multiples: t.exposeInt('multiples', { description: 'Whole multiples of the size factor exceeded (a throw counts one from 0 m).' }),
    strength: t.exposeInt('strength', { description: 'The attack’s strength: 3 per multiple, −3 for a deliberate jump.' }),
    strengthDie: t.exposeInt('strengthDie', { description: 'The strength rounded to a die by the die arithmetic (3 → D4): the least die rolled.' }),
    score: t.int({ description: 'The score that resists: the declared modules’ action score (at least 1), or the GM’s.', resolve: (i) => i.check.score }),
    die: t.int({ description: 'The die rolled (at least the strength’s die).', resolve: (i) => i.check.die }),
    roll: t.int({ nullable: true, description: 'The face rolled; null when no die was rolled.', resolve: (i) => i.check.roll }),
    automatic: t.boolean({ description: 'Score ≥ die, or D0: a success with no roll (so no critical).', resolve: (i) => i.check.automatic }),
    success: t.boolean({ description: 'The roll succeeded: the height counts 1 × size factor less.', resolve: (i) => i.check.success }),
    critical: t.field({ type: CriticalOutcome, nullable: true, description: 'A critical success or failure; null when there was none or no die was rolled.', resolve: (i) => i.critical }),
    effectiveDistance: t.exposeFloat('effectiveDistance', { description: 'The distance after cushioning.' }),
    rawLevels: t.exposeInt('rawLevels', { description: 'Wound levels before armour.' }),
    absorbed: t.exposeInt('absorbed', { description: 'Wound levels the armour absorbed (by damage type, SMS §4).' }),
    levels: t.exposeInt('levels', { description: 'Wound levels left after armour: 0 none, 1 light, 2 serious, 3 critical, 4 or more mortal.' }),
    mortal: t.exposeBoolean('mortal', { description: 'Beyond 5 × size factor: mortal whatever the armour.' }),
    severity: t.field({ type: Severity, nullable: true, description: 'The wound those levels make; null when no level is left.', resolve: (i) => i.severity }),
    damageType: t.field({ type: DamageType, description: 'Blunt, or lethal on sharp or irregular ground.', resolve: (i) => i.damageType }),
  }),
});

/** What `resolveFall` / `resolveThrow` hand back: the impact, and for a throw downward the fall after it and their sum. */
export interface ImpactPayloadView {
  character: CharacterRow;
  impact: ImpactView;
  /** Thrown downward: the fall that followed, rolled on its own (docs/rules.md F7). */
  fall: ImpactView | null;
  /** The whole resolution (levels, severity, mortal): the impact's, plus the fall's when thrown downward. */
  levels: number;
  severity: falls.ImpactResult['severity'];
  mortal: boolean;
  wound: WoundView | null;
  rollSeq: number;
}

export const ImpactPayload = payloadType<ImpactPayloadView>('ImpactPayload', {
  character: [CharacterRef, 'The character after the impact (and its wound).'],
  impact: [Impact, 'What was rolled and how many wound levels it made (for a throw downward, the throw alone).'],
  fall: [
    Impact,
    'A throw downward (`resolveThrow` with `downward`): the fall after the throw, cushioned by its own roll; its levels add to the throw’s (SMS §7, « Projections »). Null otherwise.',
    { nullable: true },
  ],
  levels: ['Int', 'Wound levels of the whole resolution, after armour: the impact’s, plus the fall’s when thrown downward.'],
  severity: [Severity, 'The severity of those levels (MORTAL when the fall is); null when nothing is left.', { nullable: true }],
  mortal: ['Boolean', 'The whole resolution is mortal (a fall beyond 5 × size factor).'],
  wound: [Wound, 'Null when no level was left or `applyWound` was false.', { nullable: true }],
  rollSeq: ['Int', 'Where the roll sits in the character’s roll log.'],
}, 'The character after the impact, what was rolled, and the wound inflicted (if any).');
