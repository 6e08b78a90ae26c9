/**
 * The player view, phone first (issue 39 item 3): what the player must do now — their turn and
 * the encounter, a request to answer — at the top, above everything else and only while it waits;
 * then the rest in views a thumb switches between (Sheet, Magic, Log: a tab bar, the view kept in
 * the hash so a reload keeps it). On a wide screen the views sit side by side and the tab bar goes.
 */
import { CharacterCard } from '../components/CharacterCard';
import { ClaimCharacters } from '../components/ClaimCharacters';
import { EncounterTracker } from '../components/EncounterTracker';
import { LastRoll } from '../components/LastRoll';
import { type ViewTab, useMedia, useView, ViewTabs, WIDE } from '../components/Views';
import type { CampaignScreenQuery, CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';
import { href } from '../lib/router';

type CampaignData = NonNullable<CampaignScreenQuery['campaign']>;
type PlayerViewKey = 'sheet' | 'magic' | 'log';
const VIEWS: readonly PlayerViewKey[] = ['sheet', 'magic', 'log'];

export function PlayerView({
  campaign,
  characters,
  events,
  refreshKey = events[0]?.id ?? '',
  onChanged = () => {},
}: { campaign: CampaignData; characters: CharacterGlanceFragment[]; events: LiveEvent[]; refreshKey?: string; onChanged?: () => void }) {
  const { t } = useI18n();
  const wide = useMedia(WIDE);
  const [view, setView] = useView(VIEWS);
  // A character whose activation just arrived shows its card at once, from the event's payload:
  // the card's reads then go out with the event's (one request), not after the roster's answer.
  const activated = new Set(events.filter((e) => e.type === 'character.activated').map((e) => (e.payload as { characterId?: string } | null)?.characterId));
  const isDraft = (c: CharacterGlanceFragment) => c.status === 'DRAFT' && !activated.has(c.id);
  const active = characters.filter((c) => !isDraft(c));
  const tabs: ViewTab<PlayerViewKey>[] = [
    { key: 'sheet', label: t.viewSheet },
    ...(campaign.magicSystem && active.some((c) => c.ruleset === 'SMS') ? [{ key: 'magic' as const, label: t.viewMagic }] : []),
    { key: 'log', label: t.viewLog },
  ];
  const shown = tabs.some((tab) => tab.key === view) ? view : 'sheet';
  const lastRoll = <LastRoll campaignId={campaign.id} refreshKey={refreshKey} />;
  const content = (
    <>
      {/* The turn, the declaration, a reaction to make: part of "now", never folded into a view. */}
      <EncounterTracker campaignId={campaign.id} isGm={false} characters={characters} refreshKey={refreshKey} />
      {/* The table's last roll right after the first card's requests: the result of an answer shows where it was made. */}
      {active.length === 0 && lastRoll}
      {characters.map((character) =>
        isDraft(character) ? (
          <p key={character.id} data-part="sheet">
            <a href={href({ screen: 'character', characterId: character.id })}>
              {character.name} — {t.draft}
            </a>
          </p>
        ) : (
          // The events count in the key: a new event re-reads the card's requests and rolls.
          <CharacterCard key={character.id} characterId={character.id} campaignId={character.ruleset === 'SMS' && campaign.magicSystem ? campaign.id : undefined} refreshKey={refreshKey} afterNow={character.id === active[0]?.id ? lastRoll : undefined} />
        ),
      )}
      <div data-part="sheet">
        <ClaimCharacters campaignId={campaign.id} onClaimed={onChanged} />
      </div>
    </>
  );
  return (
    <div class={`player ${wide ? 'side-by-side' : `tabbed view-${shown}`}`} data-view={wide ? 'all' : shown}>
      {/* First, where nothing loads above it: below the cards it moved as they came in, and a tap could miss it. */}
      <p class="new-character">
        <a href={href({ screen: 'newCharacter', campaignId: campaign.id })} class="button">
          {t.newCharacter}
        </a>
      </p>
      {!wide && <ViewTabs label={t.playerViews} tabs={tabs} current={shown} onSelect={setView} panelId="player-view" />}
      {/* The same element either way (a div in the same place), so turning a tablet keeps what was typed. */}
      {wide ? <div class="view-panel">{content}</div> : <div id="player-view" role="tabpanel" aria-labelledby={`tab-player-view-${shown}`} class="view-panel">{content}</div>}
    </div>
  );
}
