/**
 * The player view (phone-sized first): my characters, what the GM asks of each (live), the
 * answer with score and odds shown before the server rolls, and my roll history.
 */
import { CharacterCard } from '../components/CharacterCard';
import { ClaimCharacters } from '../components/ClaimCharacters';
import { EncounterTracker } from '../components/EncounterTracker';
import { LastRoll } from '../components/LastRoll';
import type { CampaignScreenQuery, CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import type { LiveEvent } from '../lib/live';
import { href } from '../lib/router';

type CampaignData = NonNullable<CampaignScreenQuery['campaign']>;

export function PlayerView({
  campaign,
  characters,
  events,
  refreshKey = events[0]?.id ?? '',
  onChanged = () => {},
}: { campaign: CampaignData; characters: CharacterGlanceFragment[]; events: LiveEvent[]; refreshKey?: string; onChanged?: () => void }) {
  const { t } = useI18n();
  return (
    <div class="player">
      {/* First, where nothing loads above it: below the cards it moved as they came in, and a tap could miss it. */}
      <p>
        <a href={href({ screen: 'newCharacter', campaignId: campaign.id })} class="button">
          {t.newCharacter}
        </a>
      </p>
      <EncounterTracker campaignId={campaign.id} isGm={false} characters={characters} refreshKey={refreshKey} />
      <LastRoll campaignId={campaign.id} refreshKey={refreshKey} />
      {characters.map((character) =>
        character.status === 'DRAFT' ? (
          <p key={character.id}>
            <a href={href({ screen: 'character', characterId: character.id })}>
              {character.name} — {t.draft}
            </a>
          </p>
        ) : (
          // The events count in the key: a new event re-reads the card's requests and rolls.
          <CharacterCard key={character.id} characterId={character.id} refreshKey={refreshKey} />
        ),
      )}
      <ClaimCharacters campaignId={campaign.id} onClaimed={onChanged} />
    </div>
  );
}
