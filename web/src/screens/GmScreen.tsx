/**
 * The GM screen: the party at a glance (health, fatigue, XP), NPCs (hidden from players), ask
 * a PC for a roll with its odds, inflict a wound, award experience, and the live feed with the
 * roll log's chain badge. On a laptop (issue 39 item 4): three columns, and every tool folded
 * under its name in one group — one open at a time, kept in the hash with the selected character.
 * An NPC selected has its magic tool: the GM announces its spell (NPCs roll nothing, issue 39 item 7).
 */
import { AskRoll } from '../components/AskRoll';
import { AskYlniesTest } from '../components/AskYlniesTest';
import { ChainBadge, useChainVerdict } from '../components/ChainBadge';
import { DevelopmentKeyBanner } from '../components/DevelopmentKeyBanner';
import { EncounterTracker } from '../components/EncounterTracker';
import { Feed } from '../components/Feed';
import { GmActions } from '../components/GmActions';
import { LastRoll } from '../components/LastRoll';
import { MagicPanel } from '../components/magic/MagicPanel';
import { NpcMagic } from '../components/magic/NpcMagic';
import { SpellCatalogue } from '../components/magic/SpellCatalogue';
import { RevealSeed } from '../components/RevealSeed';
import { Invite } from '../components/Invite';
import { Roster } from '../components/Roster';
import { Tool, ToolGroup } from '../components/Tool';
import { YlniesGlance, YlniesGmPanel } from '../components/ylnies/YlniesGmPanel';
import { Bestiary } from '../components/sms/Bestiary';
import { GmCharacterTools } from '../components/sms/GmCharacterTools';
import { OpenRequests } from '../components/sms/OpenRequests';
import { ScenarioTools } from '../components/sms/ScenarioTools';
import type { CharacterGlanceFragment, CampaignScreenQuery } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';
import { href, useHashParam } from '../lib/router';

type CampaignData = NonNullable<CampaignScreenQuery['campaign']>;

export function GmScreen({
  campaign,
  characters,
  events,
  refreshKey = events[0]?.id ?? '',
  opened = true,
  onChanged = () => {},
}: {
  campaign: CampaignData;
  characters: CharacterGlanceFragment[];
  events: LiveEvent[];
  refreshKey?: string;
  opened?: boolean;
  /**
   * This screen changed the invite code or the members: read the campaign again at once. Every
   * other open screen does on the live event (`invite.regenerated`, `member.removed`).
   */
  onChanged?: () => void;
}) {
  const { t } = useI18n();
  // The selected character is kept in the hash (`?character=<id>`): a reload keeps the GM where they were.
  const [selected, setSelected] = useHashParam('character');
  const pcs = characters.filter((c) => c.kind === 'PC');
  const npcs = characters.filter((c) => c.kind === 'NPC');
  const target = pcs.find((c) => c.id === selected) ?? null;
  const chosen = characters.find((c) => c.id === selected && c.ruleset === 'SMS') ?? null;
  // The selected PC's chain badge, read again for an event that adds to its log (a roll, a cast, a rank bought).
  const chain = useChainVerdict(target?.id, refreshKey);
  // A laptop's width used (issue 39 item 4): the party and the selected character, the table
  // (encounter, last roll, open requests, scenarios) and the feed side by side (styles.css .gm-grid).
  return (
    <ToolGroup>
      <div class="gm">
        <DevelopmentKeyBanner />
        <div class="gm-grid">
          <div class="gm-col gm-party">
            <section aria-labelledby="party-title">
              <h2 id="party-title">{t.party}</h2>
              <PartyTable characters={pcs} selected={selected} onSelect={setSelected} />
            </section>
            {npcs.length > 0 && (
              <section aria-labelledby="npc-title">
                <h2 id="npc-title">{t.npcs}</h2>
                <PartyTable characters={npcs} selected={selected} onSelect={setSelected} />
              </section>
            )}
            {target && (
              <section class="card" aria-label={`${t.askRoll}${t.colon}${target.name}`}>
                <h2>
                  {target.name} <ChainBadge verdict={chain} />
                </h2>
                {target.status === 'ACTIVE' && (target.ruleset === 'YLNIES' ? <AskYlniesTest characterId={target.id} key={target.id} /> : <AskRoll characterId={target.id} key={target.id} refreshKey={refreshKey} />)}
                {target.ruleset === 'YLNIES' && <YlniesGmPanel key={target.id} characterId={target.id} characters={characters} refreshKey={refreshKey} />}
                <Tool title={t.gmWoundOrAward} key={`actions:${target.id}`}>
                  <GmActions campaignId={campaign.id} character={target} />
                </Tool>
                {campaign.magicSystem && target.status === 'ACTIVE' && target.ruleset === 'SMS' && (
                  <MagicPanel key={`magic:${target.id}`} campaignId={campaign.id} characterId={target.id} refreshKey={refreshKey} withCast />
                )}
              </section>
            )}
            {campaign.magicSystem && chosen?.kind === 'NPC' && chosen.status === 'ACTIVE' && (
              <Tool title={t.npcMagic(chosen.name)} key={`npc-magic:${chosen.id}`}>
                <NpcMagic campaignId={campaign.id} npcId={chosen.id} />
              </Tool>
            )}
            {chosen && (
              <Tool title={t.gmCareTools(chosen.name)} key={`care:${chosen.id}`}>
                <GmCharacterTools campaignId={campaign.id} characterId={chosen.id} refreshKey={refreshKey} />
              </Tool>
            )}
            {campaign.ruleset === 'YLNIES' && <a href={href({ screen: 'newCharacter', campaignId: campaign.id })} class="button">{t.ylNewNpc}</a>}
            {campaign.ruleset === 'SMS' && (
              <Tool title={t.npcTools}>
                <Bestiary campaignId={campaign.id} onCreated={setSelected} />
              </Tool>
            )}
          </div>
          <div class="gm-col gm-table">
            <EncounterTracker campaignId={campaign.id} isGm characters={characters} refreshKey={refreshKey} />
            <LastRoll campaignId={campaign.id} refreshKey={refreshKey} />
            {campaign.ruleset === 'SMS' && <OpenRequests campaignId={campaign.id} refreshKey={refreshKey} />}
            <Tool title={t.scenarios}>
              <ScenarioTools campaignId={campaign.id} pcs={pcs} refreshKey={refreshKey} ruleset={campaign.ruleset} />
            </Tool>
            {campaign.magicSystem && (
              <Tool title={t.magicCatalogue}>
                <SpellCatalogue campaignId={campaign.id} refreshKey={refreshKey} />
              </Tool>
            )}
          </div>
          <div class="gm-col gm-feed">
            <Feed campaignId={campaign.id} events={events} names={Object.fromEntries(characters.map((c) => [c.id, c.name]))} opened={opened} />
            {campaign.inviteCode && <Invite campaignId={campaign.id} campaignName={campaign.name} code={campaign.inviteCode} onChanged={onChanged} />}
            <Roster members={campaign.members} characters={characters} campaignId={campaign.id} onChanged={onChanged} />
            <p>
              <a href={href({ screen: 'settings', campaignId: campaign.id })}>{t.settings}</a>
            </p>
            <Tool title={t.fairDice}>
              <RevealSeed campaignId={campaign.id} onRevealed={() => setSelected(selected)} />
            </Tool>
          </div>
        </div>
      </div>
    </ToolGroup>
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
                {sheet?.healthStatus && sheet.healthStatus !== 'ACTIVE' && <span class="tag bad">{t.healthName[sheet.healthStatus]}</span>}
              </th>
              <td>{sheet ? sheet.wounds.map((w) => `${w.nature} (${t.severityName[w.severity]})`).join(', ') || '—' : c.sheet.__typename === 'YlniesSheet' ? <YlniesGlance sheet={c.sheet} /> : '—'}</td>
              <td>{sheet ? (['passing', 'lasting', 'persistent'] as const).map((k) => `${t.fatigueName[k.toUpperCase()]} ${sheet.fatigue[k]}`).join(', ') : '—'}</td>
              <td>{sheet ? sheet.experience.available : '—'}</td>
              <td>
                <button type="button" onClick={() => onSelect(c.id)} aria-pressed={c.id === selected}>
                  {t.sheet}{t.colon}{c.name}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
