/**
 * A caster's magic beside the cast form: exhaustion and lasting fatigue in words, the lasting
 * effects on the sheet, and the other magical actions the API plays — counter-spell and dispel
 * (reactions, in the running encounter when there is one), ritual with participants, special
 * power, booking a spell against the one-spell limit, and rest; on the GM's screen, the
 * interruption of a ritual. Each form is its own component
 * keyed by the character (the caller keys this panel), so no form keeps another PC's values,
 * and each is folded under its name (components/Tool.tsx, as the GM's Ylnies tools are): open,
 * the forms make a phone's screen about 11,000 px tall.
 */
import { useState } from 'preact/hooks';
import { useQuery } from '@urql/preact';
import { graphql } from '../../gql';
import { useI18n } from '../../lib/i18n';
import { useLiveRefetch } from '../../lib/live';
import { CastSpell } from '../CastSpell';
import { BookSpellForm, RecoverForm } from './RestAndBooking';
import { CounterSpellForm, DispelForm } from './Reactions';
import { RitualForm, SpecialPowerForm } from './RitualAndPower';
import { RitualInterruptionForm } from './RitualInterruption';
import { runningEncounter } from './encounter';
export type { RunningEncounter } from './encounter';

export const MagicPanelQuery = graphql(`
  query MagicPanel($characterId: ID!, $campaignId: ID!, $locale: Locale!) {
    character(id: $characterId) {
      id
      sheet { __typename ... on SmsSheet { modules { id name: label(locale: $locale) } magicalExhaustion fatigue { lasting } magicEffects { id kind spellName power fromRitual } } }
    }
    campaign(id: $campaignId) {
      id
      magicSystem
      viewerRole
      spells(first: 50) { edges { node { id name kind power source } } }
      characters(first: 50) { edges { node { id name kind } } }
      encounters(status: ACTIVE, first: 1) { edges { node { id name participants { characterId nameAtStart spellCast } } } }
      rolls(first: 5) { edges { node { id kind character { id name } inputs } } }
      spellAnnouncements(last: 5) { eventId casterId casterName spellId spellName power source ritual targets { characterId name } }
    }
  }
`);

export interface Named {
  id: string;
  name: string;
}
export interface CatalogueSpell extends Named {
  kind: string;
  power: number;
  source: string;
}

/**
 * A spell the counter-spell form should aim at: a cast seen in the roll log, or an NPC's spell
 * the GM announced (a catalogue spell, or described by its power and form: `power`, `source`).
 */
export interface CounterAim {
  rollId: string;
  spellId: string;
  casterId: string;
  power?: number;
  source?: string;
  /** This character is a target: a reaction, not an intervention. */
  isTarget?: boolean;
}

/**
 * `withCast`: the GM's screen, which has no character card, shows the cast form here too. The
 * modules come from this panel's own query (the card passes none).
 */
export function MagicPanel({ campaignId, characterId, refreshKey, withCast = false }: { campaignId: string; characterId: string; refreshKey: string; withCast?: boolean }) {
  const { t, locale } = useI18n();
  // Read first by the character card with its own (a card that appears for an event reads once), kept fresh by the live reads.
  const [{ data }, refetch] = useQuery({ query: MagicPanelQuery, variables: { characterId, campaignId, locale }, requestPolicy: 'cache-first' });
  const [aim, setAim] = useState<CounterAim | null>(null);
  useLiveRefetch(refreshKey, 'magic', refetch, characterId);
  const system = data?.campaign?.magicSystem;
  const sheet = data?.character?.sheet.__typename === 'SmsSheet' ? data.character.sheet : null;
  if (!system || !sheet || !data.campaign) return null;
  const spells = data.campaign.spells.edges.map((e) => e.node);
  const characters = data.campaign.characters.edges.map((e) => e.node);
  // A player sees the PCs only; the running encounter's other participants (its NPCs) are the
  // casters a player may counter too: the server knows an NPC's base die (issue 39 item 7).
  const known = new Set(characters.map((c) => c.id));
  const casters: Named[] = [
    ...characters,
    ...(data.campaign.encounters.edges[0]?.node.participants ?? []).filter((p) => !known.has(p.characterId)).map((p) => ({ id: p.characterId, name: p.nameAtStart ?? '?' })),
  ];
  // NPCs' spells the GM announced (NPCs roll nothing): the counter window, the NPC preselected.
  const announced = data.campaign.spellAnnouncements.filter((a) => !a.ritual);
  for (const a of announced) if (!casters.some((c) => c.id === a.casterId)) casters.push({ id: a.casterId, name: a.casterName });
  const encounter = runningEncounter(data.campaign.encounters.edges[0]?.node, characterId);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // Spells others cast just now (the roll log, read again on every cast): one tap aims the counter-spell at one.
  const casts = data.campaign.rolls.edges
    .map((e) => e.node)
    .filter((r) => r.kind === 'SPELL' && r.character.id !== characterId)
    .map((r) => ({ id: r.id, caster: r.character, spell: spells.find((s) => s.name === (r.inputs as { spell?: { name?: string } } | null)?.spell?.name) }))
    .filter((c) => c.spell);
  const modules = sheet.modules;
  const isGm = data.campaign.viewerRole === 'GM';
  const common = { characterId, modules, encounter, isGm, onDone: reload };
  return (
    <section class="card magic" aria-label={`${t.magicMyMagic} (${system})`} data-testid="magic-panel">
      <h3>
        {t.magicMyMagic} <span class="tag">{system}</span>
      </h3>
      {withCast && <CastSpell campaignId={campaignId} characterId={characterId} modules={modules} refreshKey={refreshKey} />}
      <dl class="sheet">
        {system === 'ALMERA' ? (
          <>
            <dt>{t.magicExhaustion}</dt>
            <dd data-testid="magic-exhaustion">{t.magicExhaustionWords(sheet.magicalExhaustion)}</dd>
          </>
        ) : (
          <>
            <dt>{t.magicLastingFatigue}</dt>
            <dd data-testid="magic-exhaustion">{t.magicLastingWords(sheet.fatigue.lasting)}</dd>
          </>
        )}
        <dt>{t.magicActiveEffects}</dt>
        <dd>{sheet.magicEffects.map((e) => `${e.spellName} (${t.magicLastingKinds[e.kind] ?? e.kind}, ${t.magicPower.toLowerCase()} ${e.power})`).join(', ') || t.none}</dd>
      </dl>
      {casts.length > 0 && (
        <section aria-label={t.magicRecentCasts}>
          <h4>{t.magicRecentCasts}</h4>
          <ul>
            {casts.map((c) => (
              <li key={c.id}>
                {t.magicCastBy(c.caster.name, c.spell!.name)}{' '}
                <button type="button" onClick={() => setAim({ rollId: c.id, spellId: c.spell!.id, casterId: c.caster.id })}>
                  {t.magicCounterThis}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {announced.length > 0 && (
        <section aria-label={t.magicAnnounced} data-testid="npc-spells">
          <h4>{t.magicAnnounced}</h4>
          <ul>
            {announced.map((a) => (
              <li key={a.eventId}>
                {t.magicAnnouncedLine(a.casterName, a.targets.map((x) => x.name).join(', '), a.spellName, a.power)}{' '}
                <button
                  type="button"
                  onClick={() =>
                    setAim({ rollId: a.eventId, spellId: a.spellId ?? '', casterId: a.casterId, power: a.power, source: a.source, isTarget: a.targets.some((x) => x.characterId === characterId) })
                  }
                >
                  {t.magicCounterThis}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CounterSpellForm {...common} system={system} spells={spells.filter((s) => s.kind === 'SPELL')} characters={casters} aim={aim} />
      {system === 'LOREVAL' && <DispelForm {...common} characters={characters} />}
      <RitualForm {...common} system={system} rituals={spells.filter((s) => s.kind === 'RITUAL')} characters={characters.filter((c) => c.id !== characterId)} />
      {isGm && (
        <RitualInterruptionForm {...common} system={system} rituals={spells.filter((s) => s.kind === 'RITUAL')} characters={characters.filter((c) => c.id !== characterId && c.kind === 'PC')} />
      )}
      {system === 'LOREVAL' && <SpecialPowerForm {...common} powers={spells.filter((s) => s.kind === 'POWER')} />}
      <BookSpellForm {...common} />
      <RecoverForm {...common} system={system} />
    </section>
  );
}
