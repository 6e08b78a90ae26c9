/**
 * A one-time link (and its QR code) that signs another device in: mine, or, for a GM, a player's
 * who lost every device (`issuePlayerDeviceLink`). Shown on screen only, never stored.
 */
import { useState } from 'preact/hooks';
import { useMutation } from '@urql/preact';
import { graphql } from '../gql';
import { failureOf, Problems } from './Problems';
import { QrCode } from './QrCode';
import { useI18n } from '../lib/i18n';

const CreateLink = graphql(`
  mutation CreateDeviceLink {
    createDeviceLink { __typename ... on DeviceLink { path expiresAt } ... on Error { message code } }
  }
`);

const IssueLink = graphql(`
  mutation IssuePlayerDeviceLink($input: IssuePlayerDeviceLinkInput!) {
    issuePlayerDeviceLink(input: $input) { __typename ... on DeviceLink { path expiresAt } ... on Error { message code } }
  }
`);

export function DeviceLinkCard({ player }: { player?: { campaignId: string; userId: string } }) {
  const { t, locale } = useI18n();
  const [created, create] = useMutation(CreateLink);
  const [issued, issue] = useMutation(IssueLink);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  return (
    <div>
      {player && <p>{t.playerDeviceLinkExplained}</p>}
      <button
        type="button"
        onClick={async () => {
          setCopied(false);
          const made = player ? (await issue({ input: player })).data?.issuePlayerDeviceLink : (await create({})).data?.createDeviceLink;
          if (made?.__typename === 'DeviceLink') setLink({ url: new URL(made.path, location.href).href, expiresAt: made.expiresAt });
        }}
      >
        {player ? t.playerDeviceLink : t.makeDeviceLink}
      </button>
      {link && (
        <div class="device-link">
          {!player && <p>{t.deviceLinkExplained}</p>}
          <QrCode text={link.url} label={t.makeDeviceLink} />
          <p>
            <input readOnly value={link.url} aria-label={t.makeDeviceLink} data-testid="device-link" />{' '}
            <button
              type="button"
              onClick={async () => {
                await navigator.clipboard?.writeText(link.url).catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? t.copied : t.copy}
            </button>
          </p>
          <p class="muted">
            {t.expiresAt} {new Date(link.expiresAt).toLocaleTimeString(locale === 'FR' ? 'fr-FR' : 'en-GB')}
          </p>
        </div>
      )}
      <Problems failure={failureOf(created.data?.createDeviceLink, 'DeviceLink') ?? failureOf(issued.data?.issuePlayerDeviceLink, 'DeviceLink')} error={created.error ?? issued.error} />
    </div>
  );
}
