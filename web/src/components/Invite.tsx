/**
 * The GM's invite (issue 24 item 6): a link `…/#/join/<code>` to copy, to share (the phone's
 * own share sheet where the browser has one), and as a QR code to scan across the table; and a
 * new code when the old one went too far (the old link stops working at once).
 * The QR encoder (uqr) loads only when this panel is shown: never in the first screen's script.
 */
import { useMutation } from '@urql/preact';
import { useEffect, useState } from 'preact/hooks';
import { graphql } from '../gql';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';
import { Problems } from './Problems';

const RegenerateInviteCode = graphql(`
  mutation RegenerateInviteCode($campaignId: ID!) {
    regenerateInviteCode(input: { campaignId: $campaignId }) {
      __typename
    }
  }
`);

/** The link a player follows: this app's own address, whatever host serves it. */
export function inviteLink(code: string): string {
  return `${location.origin}${location.pathname}${href({ screen: 'join', code })}`;
}

export function Invite({ campaignId, campaignName, code, onChanged }: { campaignId: string; campaignName: string; code: string; onChanged: () => void }) {
  const { t } = useI18n();
  const link = inviteLink(code);
  const [svg, setSvg] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [regenerated, regenerate] = useMutation(RegenerateInviteCode);
  useEffect(() => {
    let current = true;
    setCopied(false);
    import('uqr').then(
      ({ renderSVG }) => current && setSvg(renderSVG(link, { border: 2 })),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [link]);
  const canShare = typeof navigator.share === 'function';
  return (
    <section aria-labelledby="invite-title" class="card invite">
      <h2 id="invite-title">{t.inviteTitle}</h2>
      <p>
        {t.inviteToShare}{t.colon}<code data-testid="invite-code">{code}</code>
      </p>
      <p>
        <label>
          {t.inviteLink} <input readOnly value={link} data-testid="invite-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      </p>
      <p>
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(link).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? t.linkCopied : t.copyLink}
        </button>{' '}
        {canShare && (
          <button type="button" onClick={() => navigator.share({ title: campaignName, text: t.inviteShareText(campaignName), url: link }).catch(() => {})}>
            {t.shareLink}
          </button>
        )}
      </p>
      {svg && (
        // The SVG is made here from the link alone (uqr's own markup): no outside content.
        <div class="qr" role="img" aria-label={t.inviteQr} data-testid="invite-qr" dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      <p>
        {confirming ? (
          <span>
            <span role="alert">{t.confirmNewInviteCode}</span>{' '}
            <button
              type="button"
              disabled={regenerated.fetching}
              onClick={async () => {
                const result = await regenerate({ campaignId });
                setConfirming(false);
                if (result.data?.regenerateInviteCode?.__typename === 'CampaignPayload') onChanged();
              }}
            >
              {t.newInviteCode}
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              {t.back}
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t.newInviteCode}
          </button>
        )}
      </p>
      <Problems error={regenerated.error} />
    </section>
  );
}
