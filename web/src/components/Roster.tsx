/**
 * Who is at the table (GM): every member of the campaign from `Campaign.members`, with their
 * characters — so the GM sees a player who joined before they make a character.
 */
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { DeviceLinkCard } from './DeviceLinkCard';

interface Member {
  role: string;
  user: { id: string; name: string };
}

export function Roster({ members, characters, campaignId }: { members: Member[]; characters: CharacterGlanceFragment[]; campaignId?: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="roster-title">
      <h2 id="roster-title">{t.roster}</h2>
      <ul class="roster" data-testid="roster">
        {members.map((m) => {
          const theirs = characters.filter((c) => c.kind === 'PC' && c.owner?.id === m.user.id);
          return (
            <li key={m.user.id}>
              <strong>{m.user.name}</strong> <span class="tag">{m.role === 'GM' ? t.gm : t.player}</span>{' '}
              {m.role !== 'GM' &&
                (theirs.length === 0 ? (
                  <span class="muted">{t.rosterNoCharacter}</span>
                ) : (
                  theirs.map((c) => (
                    <span key={c.id}>
                      {c.name}
                      {c.status === 'DRAFT' && <span class="muted"> ({t.rosterDraft})</span>}{' '}
                    </span>
                  ))
                ))}
              {m.role !== 'GM' && campaignId && (
                <details>
                  <summary>{t.playerDeviceLink}</summary>
                  <DeviceLinkCard player={{ campaignId, userId: m.user.id }} />
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
