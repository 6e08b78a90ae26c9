/**
 * An NPC's spell, announced by the GM (`announceNpcSpell`), and the campaign's recent
 * announcements (`Campaign.spellAnnouncements`), which the players' magic screens show as a
 * counter window. Decision 44: only players roll, so an NPC casting rolls nothing — the GM says
 * what it casts, at whom, and how strong; what the spell does to its targets stays the GM's call
 * (wounds and effects through the GM's tools). The PCs may counter it (`counterSpell` naming the
 * NPC: the server supplies its base die). Rules: src/rules/magic/npc-magic.ts; docs/rules.md §6
 * decision 58.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { emitEvent } from '../../db/outbox.js';
import { spellAnnouncementEvents } from '../../db/magic.js';
import { counteredSpell } from '../../rules/magic/counter-declaration.js';
import { checkAnnouncer } from '../../rules/magic/npc-magic.js';
import { builder } from '../builder.js';
import { Campaign } from '../campaign/campaign.js';
import { accepted, forbidden, validate } from '../errors.js';
import { decodeId, encodeId, globalId } from '../../primitives/ids.js';
import { sceneSpell } from './catalogue.js';
import { campaignVariantOf, involved, rawEncounterId, rawIds, readStage } from './persistence.js';
import { MagicSource, magicSourceSchema } from './spell-definition.js';
import { inputMutation, payloadOf } from '../mutation.js';
import { field, inputType } from '../input.js';

const AnnouncedSpellInput = inputType(
  'AnnouncedSpellInput',
  {
    name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), 'What the GM calls it (1–80 characters).'),
    power: field.int(z.int().check(z.minimum(1), z.maximum(5)), 'Its power, 1..5: what a counter-spell must match.'),
    source: field.of(MagicSource, magicSourceSchema, 'LOREVAL form or ALMERA source: a counter-spell needs the same.'),
  },
  'A spell described at the table, when it is not in the campaign’s catalogue.',
);

const AnnounceNpcSpellInput = inputType('AnnounceNpcSpellInput', {
  casterId: field.id(globalId('Character'), 'The NPC casting (a PC’s player casts with castSpell and rolls).'),
  spellId: field.id(z.nullish(z.string()), 'A spell of the campaign’s catalogue (give this or `spell`).'),
  spell: field.of(AnnouncedSpellInput.ref, z.nullish(AnnouncedSpellInput.schema), 'A spell described at the table (give this or `spellId`).'),
  targetIds: field.idList(z.nullish(z.array(globalId('Character')).check(z.maxLength(20))), 'The characters it is aimed at (at most 20): they may counter it as a reaction, the others as an intervention.'),
  encounterId: field.id(z.nullish(z.string()), 'The running encounter, when it is cast in one.'),
});

const announceSchema = AnnounceNpcSpellInput.schema.check(z.refine((v) => Boolean(v.spellId) !== Boolean(v.spell), { path: ['spellId'], message: 'give either spellId or spell' }));

/** What an announcement says, as its event carries it: no NPC number (a player reads it). */
export type Announcement = ReturnType<typeof announcementOf>;

const AnnouncedTarget = builder.objectRef<{ characterId: string; name: string }>('AnnouncedTarget').implement({
  description: 'A character an announced spell is aimed at.',
  fields: (t) => ({
    characterId: t.exposeID('characterId', { description: 'The target character’s id.' }),
    name: t.exposeString('name', { description: 'Its name when the spell was announced.' }),
  }),
});

export const SpellAnnouncement = builder.objectRef<Announcement>('SpellAnnouncement').implement({
  description: 'A spell an NPC casts, as the GM announced it (NPCs roll nothing, SMS §2.8): a PC may counter it.',
  fields: (t) => ({
    // Not `id`: an announcement is its outbox event, which a client cache already keys as the
    // live stream's `LiveCampaignEvent` (docs/api.md: every type with an `id` is a Node but that one).
    eventId: t.exposeID('id', { description: 'The announcement’s outbox event (the `spell.announced` event the live stream carries).' }),
    casterId: t.exposeID('casterId', { description: 'The NPC casting: name it as `againstSpell.casterId` to counter it.' }),
    casterName: t.exposeString('casterName', { description: 'The NPC’s name.' }),
    spellId: t.exposeID('spellId', { nullable: true, description: 'The catalogue spell, if it is one.' }),
    spellName: t.exposeString('spellName', { description: 'The spell’s name.' }),
    power: t.exposeInt('power', { description: 'Its power, as announced.' }),
    source: t.field({ type: MagicSource, description: 'Its form (LOREVAL) or source (ALMERA).', resolve: (a) => a.source as 'ARCANE' }),
    ritual: t.exposeBoolean('ritual', { description: 'A ritual: no counter-spell stops it (LOREVAL).' }),
    targets: t.field({ type: [AnnouncedTarget], description: 'Whom it is aimed at.', resolve: (a) => a.targets }),
    encounterId: t.exposeID('encounterId', { nullable: true, description: 'The encounter it was cast in.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM announced it.', resolve: (a) => a.createdAt }),
  }),
});

const AnnounceNpcSpellPayload = payloadOf('AnnounceNpcSpellPayload', 'announcement', SpellAnnouncement, 'The announcement, as every screen of the table sees it.');

inputMutation('announceNpcSpell', {
  type: AnnounceNpcSpellPayload,
  description:
    'The GM announces the spell an NPC casts (GM only): no roll (only players roll, SMS §2.8). Every screen sees it live (`spell.announced`); the PCs may counter it with counterSpell naming the NPC, whose base die the server supplies. Its effect on the targets is the GM’s to apply.',
  input: AnnounceNpcSpellInput.ref,
  resolve: async (_root, { input }, ctx) => {
    // ONE read (the NPC, its targets, the spell, the caller's role), the rules, ONE write (the event).
    const targetIds = rawIds(input.targetIds ?? []);
    const { character, role, scene } = await readStage(ctx, input.casterId, {
      characterIds: targetIds,
      spellId: decodeId('Spell', input.spellId),
      encounterId: rawEncounterId(input.encounterId),
    });
    if (role !== 'GM') throw forbidden('Only the GM announces what an NPC casts.');
    const v = validate(announceSchema, input);
    accepted(checkAnnouncer(character));
    const { variant } = campaignVariantOf(ctx, scene.campaign);
    const catalogued = v.spellId ? sceneSpell(scene, v.spellId).spell : null;
    const { power, source, spell } = accepted(counteredSpell(variant, { power: v.spell?.power, source: v.spell?.source }, catalogued));
    const targets = [...involved(scene, targetIds).values()].map((row: CharacterRow) => ({ characterId: encodeId('Character', row.id), name: row.name }));
    const encounterId = v.encounterId && scene.encounter ? encodeId('Encounter', scene.encounter.id) : null;
    const facts = {
      casterId: encodeId('Character', character.id),
      casterName: character.name,
      spellId: catalogued && v.spellId ? v.spellId : null,
      spellName: v.spell?.name ?? spell.name,
      power,
      source,
      ritual: spell.kind === 'RITUAL',
      targets,
      encounterId,
    };
    const now = ctx.clock.now();
    const id = await emitEvent(ctx.db, character.campaignId, 'spell.announced', { ...facts, characterId: facts.casterId, characterIds: targets.map((x) => x.characterId) }, now);
    return { announcement: { id, ...facts, createdAt: now } };
  },
});

/** An announcement back from its event's payload (written by announceNpcSpell above). */
function announcementOf(row: { id: string; payload: Record<string, unknown>; createdAt: Date }) {
  const p = row.payload;
  return {
    id: row.id,
    casterId: String(p.casterId ?? ''),
    casterName: String(p.casterName ?? '?'),
    spellId: typeof p.spellId === 'string' ? p.spellId : null,
    spellName: String(p.spellName ?? '?'),
    power: Number(p.power ?? 1),
    source: String(p.source ?? 'ARCANE'),
    ritual: p.ritual === true,
    targets: Array.isArray(p.targets) ? (p.targets as { characterId: string; name: string }[]) : [],
    encounterId: typeof p.encounterId === 'string' ? p.encounterId : null,
    createdAt: row.createdAt,
  };
}

builder.objectFields(Campaign, (t) => ({
  spellAnnouncements: t.field({
    type: [SpellAnnouncement],
    description: 'The spells NPCs cast lately, as the GM announced them, newest first (every member: they carry no NPC number).',
    args: { last: t.arg.int({ required: false, description: 'How many, 1..20 (default 5).' }) },
    resolve: async (c, args, ctx) => {
      const limit = Math.min(Math.max(args.last ?? 5, 1), 20);
      // The caller's membership inside the read (this field may run before its parent is known).
      const rows = await ctx.loaders.read(spellAnnouncementEvents(ctx.db, c.id, ctx.caller!.userId, limit));
      return (rows as { id: string; payload: Record<string, unknown>; createdAt: Date }[]).map(announcementOf);
    },
  }),
}));
