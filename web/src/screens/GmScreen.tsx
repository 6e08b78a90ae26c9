/**
 * The GM screen: the party at a glance (health, fatigue, XP), NPCs (hidden from players), ask
 * a PC for a roll with its odds, inflict a wound, award experience, and the live feed with the
 * roll log's chain badge.
 */
import { useState } from 'preact/hooks';
import { AskRoll } from '../components/AskRoll';
import { AskYlniesTest } from '../components/AskYlniesTest';
import { ChainBadge } from '../components/ChainBadge';
import { EncounterTracker } from '../components/EncounterTracker';
import { Feed } from '../components/Feed';
import { GmActions } from '../components/GmActions';
import { MagicPanel } from '../components/magic/MagicPanel';
import { SpellCatalogue } from '../components/magic/SpellCatalogue';
import { RevealSeed } from '../components/RevealSeed';
import type { CharacterGlanceFragment, CampaignScreenQuery } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';
import { href } from '../lib/router';

type CampaignData = NonNullable<CampaignScreenQuery['campaign']>;

export function GmScreen({ campaign, characters, events }: { campaign: CampaignData; characters: CharacterGlanceFragment[]; events: LiveEvent[] }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState<string | null>(null);
  const pcs = characters.filter((c) => c.kind === 'PC');
  const npcs = characters.filter((c) => c.kind === 'NPC');
  const target = pcs.find((c) => c.id === selected) ?? null;
  return (
    <div class="gm">
      <p>
        {t.inviteToShare}: <code data-testid="invite-code">{campaign.inviteCode}</code>
      </p>
      <section aria-labelledby="party-title">
        <h2 id="party-title">{t.party}</h2>
        <PartyTable characters={pcs} selected={selected} onSelect={setSelected} />
      </section>
      {target && (
        <section class="card" aria-label={`${t.askRoll}: ${target.name}`}>
          <h2>
            {target.name} <ChainBadge characterId={target.id} key={`${target.id}:${rollsOf(target.id, events)}`} />
          </h2>
          {target.status === 'ACTIVE' && (target.ruleset === 'YLNIES' ? <AskYlniesTest characterId={target.id} /> : <AskRoll characterId={target.id} />)}
          <GmActions campaignId={campaign.id} character={target} />
          {campaign.magicSystem && target.status === 'ACTIVE' && target.ruleset === 'SMS' && (
            <MagicPanel key={`magic:${target.id}`} campaignId={campaign.id} characterId={target.id} refreshKey={events[0]?.id ?? ''} withCast />
          )}
        </section>
      )}
      {npcs.length > 0 && (
        <section aria-labelledby="npc-title">
          <h2 id="npc-title">{t.npcs}</h2>
          <PartyTable characters={npcs} selected={selected} onSelect={setSelected} />
        </section>
      )}
      {campaign.magicSystem && <SpellCatalogue campaignId={campaign.id} refreshKey={events[0]?.id ?? ''} />}
      <RevealSeed campaignId={campaign.id} onRevealed={() => setSelected(selected)} />
      <EncounterTracker campaignId={campaign.id} isGm characters={characters} refreshKey={events[0]?.id ?? ''} />
      <Feed events={events} names={Object.fromEntries(characters.map((c) => [c.id, c.name]))} />
    </div>
  );
}

function PartyTable({ characters, selected, onSelect }: { characters: CharacterGlanceFragment[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useI18n();
  if (!characters.length) return <p>{t.none}</p>;
  return (
    <table class="party">
      <thead>
        <tr>
          <th scope="col">{t.characterName}</th>
          <th scope="col">{t.wounds}</th>
          <th scope="col">{t.fatigue}</th>
          <th scope="col">{t.experience}</th>
          <th scope="col">
            <span class="visually-hidden">{t.askRoll}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {characters.map((c) => {
          const sheet = c.sheet.__typename === 'SmsSheet' ? c.sheet : null;
          return (
            <tr key={c.id} class={c.id === selected ? 'selected' : ''}>
              <th scope="row">
                <a href={href({ screen: 'character', characterId: c.id })}>{c.name}</a>{' '}
                {c.status === 'DRAFT' && <span class="tag">{t.draft}</span>}
                {sheet?.healthStatus && sheet.healthStatus !== 'ACTIVE' && <span class="tag bad">{sheet.healthStatus}</span>}
              </th>
              <td>{sheet ? sheet.wounds.map((w) => `${w.nature} (${w.severity.toLowerCase()})`).join(', ') || '—' : '—'}</td>
              <td>{sheet ? `${sheet.fatigue.passing}/${sheet.fatigue.lasting}/${sheet.fatigue.persistent}` : '—'}</td>
              <td>{sheet ? sheet.experience.available : '—'}</td>
              <td>
                <button type="button" onClick={() => onSelect(c.id)} aria-pressed={c.id === selected}>
                  {t.sheet}: {c.name}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * How many of the character's rolls the feed has seen: the chain badge walks the whole log on
 * the server, so it is checked again when this character rolls, not on every campaign event.
 */
function rollsOf(characterId: string, events: LiveEvent[]): number {
  return events.filter((e) => e.type === 'roll.resolved' && (e.payload as { characterId?: string } | null)?.characterId === characterId).length;
}
