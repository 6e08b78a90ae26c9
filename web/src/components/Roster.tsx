/**
 * Who is at the table (GM): every member of the campaign from `Campaign.members`, with their
 * role, when they joined and their characters — so the GM sees a player who joined before they
 * make a character — and, for the GM, removing a player (their PCs stay, held by the GM) and a
 * one-time sign-in link for a player who lost every device.
 */
import { useMutation } from '@urql/preact';
import { useState } from 'preact/hooks';
import { graphql } from '../gql';
import type { CharacterGlanceFragment } from '../gql/graphql';
import { useI18n } from '../lib/i18n';
import { DeviceLinkCard } from './DeviceLinkCard';
import { Problems } from './Problems';

interface Member {
  role: string;
  joinedAt?: string;
  user: { id: string; name: string };
}

const RemoveMember = graphql(`
  mutation RemoveMember($campaignId: ID!, $userId: ID!) {
    removeMember(input: { campaignId: $campaignId, userId: $userId }) {
      __typename
    }
  }
`);

export function Roster({
  members,
  characters,
  campaignId,
  onChanged,
}: { members: Member[]; characters: CharacterGlanceFragment[]; campaignId?: string; onChanged?: () => void }) {
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removedName, setRemovedName] = useState<string | null>(null);
  const [removal, remove] = useMutation(RemoveMember);
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale === 'FR' ? 'fr' : 'en', { dateStyle: 'medium' });
  return (
    <section aria-labelledby="roster-title">
      <h2 id="roster-title">{t.roster}</h2>
      <ul class="roster" data-testid="roster">
        {members.map((m) => {
          const theirs = characters.filter((c) => c.kind === 'PC' && c.owner?.id === m.user.id);
          return (
            <li key={m.user.id} data-member={m.user.name}>
              <strong>{m.user.name}</strong> <span class="tag">{m.role === 'GM' ? t.gm : t.player}</span>{' '}
              {m.joinedAt && (
                <span class="muted">
                  {t.rosterJoined} {day(m.joinedAt)}
                </span>
              )}{' '}
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
              {m.role !== 'GM' &&
                campaignId &&
                (confirming === m.user.id ? (
                  <span>
                    <span role="alert">{t.confirmRemoveMember(m.user.name)}</span>{' '}
                    <button
                      type="button"
                      disabled={removal.fetching}
                      onClick={async () => {
                        const result = await remove({ campaignId, userId: m.user.id });
                        setConfirming(null);
                        if (result.data?.removeMember?.__typename === 'RemoveMemberPayload') {
                          setRemovedName(m.user.name);
                          onChanged?.();
                        }
                      }}
                    >
                      {t.removeMember}
                    </button>{' '}
                    <button type="button" onClick={() => setConfirming(null)}>
                      {t.back}
                    </button>
                  </span>
                ) : (
                  <button type="button" aria-label={`${t.removeMember}${t.colon}${m.user.name}`} onClick={() => setConfirming(m.user.id)}>
                    {t.remove}
                  </button>
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
      {removedName && (
        <p role="status" data-testid="member-removed">
          {t.memberRemoved(removedName)}
        </p>
      )}
      <Problems error={removal.error} />
    </section>
  );
}
