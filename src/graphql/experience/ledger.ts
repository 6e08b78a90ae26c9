/**
 * The experience ledger (SMS §8): every experience change of a character — awards, purchases,
 * GM adjustments — as an append-only list with who made it, newest first on the character.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { canSee, characterWithRole } from '../../db/access.js';
import { experienceEntryById, ledgerPage, scenariosNamedBy } from '../../db/experience.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import type { EntryView } from './shared.js';
import { Module } from '../sms/module.js';
import { cursorOf, type GameSessionRow, keysetOf, playLoaders, type ScenarioRow } from './play-history-shared.js';
import { GameSession } from './play-history-sessions.js';
import { Scenario } from './play-history-scenarios.js';
import { CharacterRef } from '../refs.js';
import { User } from '../campaign/user.js';
import { samePage } from '../../db/campaign-reads.js';
import { USER_FIELDS, asksFor } from '../lookahead.js';
import { UUID } from '../../primitives/ids.js';

export const ExperienceKind = builder.enumType('ExperienceKind', {
  values: {
    AWARD: { description: 'XP earned: a session played, a scenario completed or its bonus, or a manual award.' },
    PURCHASE: { description: 'XP spent on one rank of a module (its scope) at a scenario end.' },
    GM_ADJUSTMENT: { description: 'The GM changed a module of an ACTIVE sheet: no XP moves.' },
  } as const,
  description: 'AWARD: XP earned. PURCHASE: XP spent on a rank. GM_ADJUSTMENT: the GM changed an active sheet (no XP).',
});

export const ExperienceSourceKind = builder.enumType('ExperienceSourceKind', {
  values: {
    SESSION: { description: 'A game session played: 1 XP.' },
    SCENARIO: { description: 'A scenario completed: 1 XP.' },
    SCENARIO_BONUS: { description: 'The GM’s bonus for a scenario the group did particularly well: 1 XP.' },
    MANUAL: { description: 'An award the GM gave by hand, with no session or scenario.' },
  } as const,
  description: 'What earned an award: a session played, a scenario completed, the GM’s scenario bonus (SMS §8), or a manual award.',
});

export const ExperienceSource = builder.unionType('ExperienceSource', {
  description: 'The session or scenario an award was earned in.',
  types: [GameSession, Scenario],
  resolveType: (value) => ('playedOn' in value ? 'GameSession' : 'Scenario'),
});

/** The session or scenario an award was earned in, as the entry's viewer may see it. */
async function sourceOf(e: EntryView, ctx: Context) {
  if (!e.sourceId || !e.sourceKind || e.sourceKind === 'MANUAL') return null;
  const row: GameSessionRow | ScenarioRow | null =
    e.sourceKind === 'SESSION' ? await playLoaders(ctx).sessions.load(e.sourceId) : await playLoaders(ctx).scenarios.load(e.sourceId);
  return row ? { ...row, viewerRole: e.viewerRole } : null;
}

export const ExperienceEntry = builder.node(builder.objectRef<EntryView>('ExperienceEntry'), {
  description: 'One line of a character’s experience ledger (append-only), with who made it.',
  id: { resolve: (e) => e.id },
  loadOne: async (id, ctx) => {
    if (!ctx.caller || !UUID.test(id)) return null;
    const entry = await experienceEntryById(ctx.reader, id);
    const found = entry ? await characterWithRole(ctx.reader, entry.characterId, ctx.caller.userId) : null;
    return entry && found?.role && canSee(found.character, found.role) ? { ...entry, viewerRole: found.role } : null;
  },
  fields: (t) => ({
    entryKind: t.field({ type: ExperienceKind, description: 'AWARD, PURCHASE or GM_ADJUSTMENT.', resolve: (e) => e.kind }),
    kind: t.field({ type: ExperienceKind, description: 'The same as `entryKind`.', deprecationReason: 'Use `entryKind`: `kind` conflicts with `Character.kind` when one document selects both through `node` or `nodes`.', resolve: (e) => e.kind }),
    xp: t.exposeInt('xp', { description: 'XP earned (AWARD) or spent (PURCHASE); 0 for a GM adjustment.' }),
    reason: t.exposeString('reason', { description: 'Why, in words: the GM’s reason for an award, or what was bought or changed.' }),
    sourceKind: t.field({ type: ExperienceSourceKind, nullable: true, description: 'AWARD only: what earned it.', resolve: (e) => e.sourceKind }),
    earnedIn: t.field({
      type: ExperienceSource,
      nullable: true,
      description: 'AWARD only: the session or scenario it was earned in (null for a manual award).',
      resolve: (e, _args, ctx) => sourceOf(e, ctx),
    }),
    source: t.field({
      type: ExperienceSource,
      nullable: true,
      description: 'The same as `earnedIn`.',
      deprecationReason: 'Use `earnedIn`: `source` conflicts with `Module.source` when one document selects both through `node` or `nodes`.',
      resolve: (e, _args, ctx) => sourceOf(e, ctx),
    }),
    scenario: t.field({
      type: Scenario,
      nullable: true,
      description: 'PURCHASE only: the scenario end the rank was bought at (SMS §8: one rank per module per scenario end).',
      resolve: async (e, _args, ctx) => {
        if (!e.scenarioId) return null;
        const row = await playLoaders(ctx).scenarios.load(e.scenarioId);
        return row ? { ...row, viewerRole: e.viewerRole } : null;
      },
    }),
    module: t.field({
      type: Module,
      nullable: true,
      description: 'PURCHASE and GM_ADJUSTMENT: the module concerned (null once removed).',
      resolve: (e, _args, ctx) => (e.moduleId ? playLoaders(ctx).modules.load(e.moduleId) : null),
    }),
    author: t.field({
      type: User,
      nullable: true,
      description: 'Who made it: the GM, the player, or null for the scheduled awards job.',
      resolve: (e, _args, ctx) => (e.authorId ? ctx.loaders.users.load(e.authorId) : null),
    }),
    detail: t.field({ type: 'JSON', nullable: true, description: 'What changed, for the record (e.g. a GM adjustment’s module `before` and `after` in SMS notation); null when nothing more was kept.', resolve: (e) => e.detail ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.', resolve: (e) => e.createdAt }),
  }),
});

const SOURCE_FIELDS: ReadonlySet<string> = new Set(['earnedIn', 'source', 'scenario']);

builder.objectFields(CharacterRef, (t) => ({
  experienceLedger: t.connection({
    type: ExperienceEntry,
    description: 'Every experience change of this character, newest first: awards, purchases, GM adjustments (SMS §8).',
    resolve: async (character, args, ctx, info) => {
      return resolveCursorConnection({ args, toCursor: cursorOf }, async (page: ResolveCursorConnectionArgs) => {
        // The caller's role comes with the page: the read may go before the character's (src/graphql/eager.ts).
        const ledger = ledgerPage(ctx.db, character.id, ctx.caller!.userId, keysetOf(page, 'timestamptz'));
        const onPage = samePage(ledger.where, ledger.orderBy, page.limit);
        const ofPage = (column: 'authorId' | 'sourceId' | 'scenarioId') => onPage(ledger.idsOf(column));
        // What the entries' fields show (author, session or scenario) rides in the page's statement.
        const sources = asksFor(info, SOURCE_FIELDS);
        const [rows] = await Promise.all([
          ctx.loaders.read(onPage(ledger.rows)),
          asksFor(info, USER_FIELDS) && ctx.loaders.primeUsers(ofPage('authorId')),
          sources && playLoaders(ctx).primeSessions(ofPage('sourceId')),
          sources && playLoaders(ctx).primeScenarios(scenariosNamedBy(ofPage('sourceId'), ofPage('scenarioId'))),
        ]);
        return rows.map((r) => ({ ...r.entry, viewerRole: r.viewerRole ?? 'PLAYER', cursorKey: r.cursorKey }));
      });
    },
  }),
}));
