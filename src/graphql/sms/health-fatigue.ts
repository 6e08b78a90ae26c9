/**
 * Fatigue and recovery (SMS §3): the sheet's fatigue by kind, `addFatigue`, and `recover` —
 * catching one's breath, rest, sleep (or an Elfin's trance), days of rest. State in
 * `characters.state.health`, written with ./health-shared.ts.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import * as health from '../../rules/sms/health.js';
import { mayRecoverInTrance } from '../../rules/sms/health-checks.js';
import { type MaintainedSpell, mayRecoverByMode } from '../../rules/magic/recovery.js';
import { builder } from '../builder.js';
import { SmsSheet } from './character.js';
import { FatigueKind } from '../enums.js';
import { accepted } from '../errors.js';
import {
  characterGlobalId,
  commitCharacterState,
  healthMutation,
  healthOf,
  type StateEvent,
} from './health-shared.js';
import { CharacterPayload } from '../refs.js';
import { field } from '../input.js';

export const Fatigue = builder.objectRef<health.FatigueLevels>('Fatigue').implement({
  description: 'Fatigue levels by kind (SMS §3); each level is −1 on the actions it affects.',
  fields: (t) => ({
    passing: t.int({ description: 'Breath: all recovered by catching one’s breath or when the action sequence ends.', resolve: (f) => f.PASSING }),
    lasting: t.int({ description: 'One level per hour of inactivity, or all after a sleep period.', resolve: (f) => f.LASTING }),
    persistent: t.int({ description: 'Exhaustion: one level per full day of rest.', resolve: (f) => f.PERSISTENT }),
  }),
});

builder.objectField(SmsSheet, 'fatigue', (t) => t.field({ type: Fatigue, description: 'Its fatigue levels by kind (SMS §3).', resolve: ({ character }) => healthOf(character).fatigue }));

function fatigueEvent(character: CharacterRow, state: health.HealthState, cause: string, extra: Record<string, unknown> = {}): StateEvent {
  return { type: 'fatigue.changed', payload: { characterId: characterGlobalId(character), fatigue: state.fatigue, cause, ...extra } };
}

healthMutation('addFatigue', {
  type: CharacterPayload,
  description: 'GM or the PC’s player: add fatigue levels of one kind (SMS §3: each level is −1 on the actions it affects).',
  fields: {
    kind: field.of(FatigueKind, z.enum(['PASSING', 'LASTING', 'PERSISTENT']), 'Passing, lasting or persistent.'),
    levels: field.int(z.int().check(z.minimum(1, 'add at least one level'), z.maximum(100)), 'Levels to add, ≥ 1.'),
  },
  decide: async (ctx, character, v) => {
    const state = accepted(health.addFatigue(healthOf(character), v.kind, v.levels));
    return { character: await commitCharacterState(ctx, character, { health: state }, [fatigueEvent(character, state, 'ADDED', { kind: v.kind, levels: v.levels })]) };
  },
});

export const RecoveryMode = builder.enumType('RecoveryMode', {
  values: {
    CATCH_BREATH: { description: 'A whole action spent catching one’s breath: all passing fatigue.' },
    REST_HOURS: { description: '`hours` of inactivity: one lasting level per hour.' },
    SLEEP: { description: 'A sleep period (8 h, or 4 h of Elfin trance with `elfinTrance`): all lasting fatigue; shorter, one level per hour.' },
    REST_DAYS: { description: '`days` of full rest: one persistent level per day.' },
  } as const,
  description: 'How fatigue is recovered (SMS §3).',
});

healthMutation('recover', {
  type: CharacterPayload,
  description:
    'GM or the PC’s player: recover fatigue (SMS §3): catching one’s breath clears passing fatigue; rest clears one lasting level per hour; a sleep period (or an Elfin’s 4-hour trance) all lasting fatigue; a day of rest one persistent level. Rest and sleep are refused (MAINTAINED_SPELL) while the character maintains a LOREVAL spell with a duration and has lasting fatigue.',
  fields: {
    mode: field.of(
      RecoveryMode,
      z.enum(['CATCH_BREATH', 'REST_HOURS', 'SLEEP', 'REST_DAYS']),
      'How the character recovers; it decides which fatigue goes, and which of `hours`/`days` applies.',
    ),
    hours: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(24 * 366))), 'REST_HOURS: required. SLEEP: defaults to a whole period.'),
    days: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(3660))), 'REST_DAYS: required.'),
    elfinTrance: field.boolean(z.nullish(z.boolean()), 'SLEEP of an Elfin: the 4-hour trance does what 8 hours of sleep do.'),
  },
  refine: (v, issue) => {
    if (v.mode === 'REST_HOURS' && v.hours == null) issue.addIssue({ code: 'custom', path: ['hours'], message: 'REST_HOURS needs hours' });
    if (v.mode === 'REST_DAYS' && v.days == null) issue.addIssue({ code: 'custom', path: ['days'], message: 'REST_DAYS needs days' });
    if (v.hours != null && v.mode !== 'REST_HOURS' && v.mode !== 'SLEEP') issue.addIssue({ code: 'custom', path: ['hours'], message: `${v.mode} takes no hours` });
    if (v.days != null && v.mode !== 'REST_DAYS') issue.addIssue({ code: 'custom', path: ['days'], message: `${v.mode} takes no days` });
    if (v.elfinTrance && v.mode !== 'SLEEP') issue.addIssue({ code: 'custom', path: ['elfinTrance'], message: 'the trance replaces sleep' });
  },
  decide: async (ctx, character, v) => {
    accepted(mayRecoverInTrance(character, v.elfinTrance ?? false));
    const before = healthOf(character);
    // Lasting fatigue: not while a spell with a duration is maintained (seed 000 "Durée").
    const maintained = (character.state?.magic as { maintained?: MaintainedSpell[] } | undefined)?.maintained;
    accepted(mayRecoverByMode(v.mode, { name: character.name, lastingFatigue: before.fatigue.LASTING, maintained: Array.isArray(maintained) ? maintained : [] }, ctx.clock.now()));
    let state: health.HealthState;
    switch (v.mode) {
      case 'CATCH_BREATH':
        state = health.catchBreath(before);
        break;
      case 'REST_HOURS':
        state = accepted(health.rest(before, v.hours!));
        break;
      case 'SLEEP':
        state = accepted(health.sleep(before, { ...(v.hours != null ? { hours: v.hours } : {}), elfinTrance: v.elfinTrance ?? false }));
        break;
      case 'REST_DAYS':
        state = accepted(health.restDays(before, v.days!));
        break;
    }
    return { character: await commitCharacterState(ctx, character, { health: state }, [fatigueEvent(character, state, v.mode)]) };
  },
});
