/**
 * The GM's campaign settings: outgoing webhooks (the endpoints listed, register one, turn an
 * imported one on, remove one; a new signing secret shown once with a copy button) and inbound webhooks (enable or
 * rotate their secret, shown once), and the campaign's archive (export). Players see nothing
 * here: the API hides it from them.
 */
import { useState } from 'preact/hooks';
import { useMutation, useQuery } from '@urql/preact';
import { graphql } from '../gql';
import type { WebhookFormat } from '../gql/graphql';
import { failureOf, Problems } from '../components/Problems';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';
import { downloadArchive } from '../lib/archive';
import { DiscordChannel } from '../components/DiscordChannel';

const SettingsQuery = graphql(`
  query CampaignSettings($id: ID!) {
    webhookEventTypes
    campaign(id: $id) {
      id
      name
      viewerRole
      inboundWebhookPath
      inboundWebhookEnabled
      webhookEndpoints(first: 50) { edges { node { id url events active secretHint format } } }
    }
  }
`);
const RegisterWebhook = graphql(`
  mutation RegisterWebhook($input: RegisterWebhookInput!) {
    registerWebhook(input: $input) { __typename ... on RegisterWebhookPayload { secret endpoint { id url } } ...FailureFields }
  }
`);
const RemoveWebhook = graphql(`
  mutation RemoveWebhook($input: RemoveWebhookInput!) {
    removeWebhook(input: $input) { __typename ... on RemoveWebhookPayload { removedEndpointId } ...FailureFields }
  }
`);
const ReactivateWebhook = graphql(`
  mutation ReactivateWebhookEndpoint($input: ReactivateWebhookEndpointInput!) {
    reactivateWebhookEndpoint(input: $input) { __typename ... on ReactivateWebhookEndpointPayload { secret endpoint { id active secretHint } } ...FailureFields }
  }
`);
const RotateInbound = graphql(`
  mutation RotateInboundSecret($input: RotateInboundSecretInput!) {
    rotateInboundSecret(input: $input) { __typename ... on RotateInboundSecretPayload { secret path } ...FailureFields }
  }
`);

const FORMATS: WebhookFormat[] = ['STRIPE_COMPATIBLE', 'STANDARD_WEBHOOKS'];

/** A secret the API shows once, with a copy button. */
function ShownOnce({ secret, testId }: { secret: string; testId: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div class="card secret" role="status">
      <p>{t.secretOnce}</p>
      <p>
        <code class="wrap" data-testid={testId}>
          {secret}
        </code>{' '}
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(secret).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? t.copied : t.copy}
        </button>
      </p>
    </div>
  );
}

/** Export: the archive downloads as a file (docs/archive.md); what went wrong is said beside the button. */
function ExportArchive({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<{ busy?: boolean; file?: string; problem?: string }>({});
  return (
    <section class="card" aria-labelledby="archive-title">
      <h2 id="archive-title">{t.archive}</h2>
      <p class="muted">{t.archiveExplain}</p>
      <button
        type="button"
        disabled={state.busy}
        onClick={async () => {
          setState({ busy: true });
          const out = await downloadArchive(campaignId).catch(() => ({ ok: false as const, code: 'NETWORK', message: t.failedRequest }));
          setState(out.ok ? { file: out.value } : { problem: out.message });
        }}
      >
        {state.busy ? t.exporting : t.exportCampaign}
      </button>
      {state.file && (
        <p role="status" data-testid="exported">
          {t.exported(state.file)}
        </p>
      )}
      {state.problem && (
        <p role="alert" class="problem">
          {state.problem}
        </p>
      )}
    </section>
  );
}

export function CampaignSettings({ campaignId }: { campaignId: string }) {
  const { t } = useI18n();
  const [{ data, error }, refetch] = useQuery({ query: SettingsQuery, variables: { id: campaignId } });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [format, setFormat] = useState<WebhookFormat>('STRIPE_COMPATIBLE');
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [registered, register] = useMutation(RegisterWebhook);
  const [removed, remove] = useMutation(RemoveWebhook);
  const [reactivated, reactivate] = useMutation(ReactivateWebhook);
  const [rotated, rotate] = useMutation(RotateInbound);
  const campaign = data?.campaign;
  if (!campaign) return <main>{error ? <Problems error={error} /> : <p>{t.loading}</p>}</main>;
  if (campaign.viewerRole !== 'GM') {
    return (
      <main>
        <a href={href({ screen: 'campaign', campaignId })}>← {t.back}</a>
        <h1>{t.settings}</h1>
        <p>{t.gmOnly}</p>
      </main>
    );
  }
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const endpoints = campaign.webhookEndpoints?.edges.map((e) => e.node) ?? [];
  const newSecret = registered.data?.registerWebhook?.__typename === 'RegisterWebhookPayload' ? registered.data.registerWebhook.secret : null;
  const turnedOn = reactivated.data?.reactivateWebhookEndpoint?.__typename === 'ReactivateWebhookEndpointPayload' ? reactivated.data.reactivateWebhookEndpoint.secret : null;
  const inbound = rotated.data?.rotateInboundSecret?.__typename === 'RotateInboundSecretPayload' ? rotated.data.rotateInboundSecret : null;
  return (
    <main>
      <a href={href({ screen: 'campaign', campaignId })}>← {t.back}</a>
      <h1>
        {t.settings}{t.colon}{campaign.name}
      </h1>
      <DiscordChannel campaignId={campaignId} />
      <section class="card" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t.webhooks}</h2>
        {endpoints.length === 0 && <p class="muted">{t.noWebhooks}</p>}
        <ul class="tool-list" data-testid="webhook-endpoints">
          {endpoints.map((e) => (
            <li key={e.id}>
              <code class="wrap">{e.url}</code> — {e.events.join(', ')} ({t.webhookFormatName[e.format]}, {e.secretHint}){' '}
              {!e.active && (
                <>
                  <span class="tag" title={t.webhookOffExplain}>
                    {t.webhookOff}
                  </span>{' '}
                  <button
                    type="button"
                    disabled={reactivated.fetching}
                    onClick={async () => {
                      const out = await reactivate({ input: { endpointId: e.id } });
                      if (out.data?.reactivateWebhookEndpoint?.__typename === 'ReactivateWebhookEndpointPayload') reload();
                    }}
                  >
                    {t.turnWebhookOn}{t.colon}{e.url}
                  </button>{' '}
                </>
              )}
              <button
                type="button"
                onClick={async () => {
                  const out = await remove({ input: { endpointId: e.id } });
                  if (out.data?.removeWebhook?.__typename === 'RemoveWebhookPayload') reload();
                }}
              >
                {t.remove}{t.colon}{e.url}
              </button>
            </li>
          ))}
        </ul>
        {endpoints.some((e) => !e.active) && <p class="muted">{t.webhookOffExplain}</p>}
        {turnedOn && <ShownOnce secret={turnedOn} testId="reactivated-secret" />}
        <Problems failure={failureOf(reactivated.data?.reactivateWebhookEndpoint, 'ReactivateWebhookEndpointPayload')} error={reactivated.error} />
        <Problems failure={failureOf(removed.data?.removeWebhook, 'RemoveWebhookPayload')} error={removed.error} />
        <form
          aria-label={t.registerWebhook}
          onSubmit={async (event) => {
            event.preventDefault();
            const out = await register({ input: { campaignId, url, events, format } });
            if (out.data?.registerWebhook?.__typename === 'RegisterWebhookPayload') {
              setUrl('');
              reload();
            }
          }}
        >
          <h3>{t.registerWebhook}</h3>
          <label>
            {t.webhookUrl} <input name="webhookUrl" type="url" inputMode="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
          </label>
          <fieldset>
            <legend>{t.webhookEvents}</legend>
            {(data.webhookEventTypes ?? []).map((type) => (
              <label key={type} class="chip">
                <input type="checkbox" checked={events.includes(type)} onChange={(e) => setEvents(e.currentTarget.checked ? [...events, type] : events.filter((x) => x !== type))} />
                <code>{type}</code>
              </label>
            ))}
          </fieldset>
          <label>
            {t.webhookFormat}{' '}
            <select name="webhookFormat" value={format} onChange={(e) => setFormat(e.currentTarget.value as WebhookFormat)}>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t.webhookFormatName[f]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={registered.fetching}>
            {t.registerWebhook}
          </button>
          <Problems failure={failureOf(registered.data?.registerWebhook, 'RegisterWebhookPayload')} error={registered.error} />
        </form>
        {newSecret && <ShownOnce secret={newSecret} testId="webhook-secret" />}
      </section>
      <section class="card" aria-labelledby="inbound-title">
        <h2 id="inbound-title">{t.inbound}</h2>
        <p>
          <span class={campaign.inboundWebhookEnabled ? 'tag good' : 'tag'}>{campaign.inboundWebhookEnabled ? t.inboundEnabled : t.inboundDisabled}</span>
        </p>
        {campaign.inboundWebhookPath && (
          <p>
            {t.inboundPath}{t.colon}<code class="wrap">{campaign.inboundWebhookPath}</code>
          </p>
        )}
        {confirmRotate ? (
          <div role="alertdialog" aria-label={t.rotateSecret} class="confirm">
            <p>{t.confirmRotate}</p>
            <button
              type="button"
              class="primary"
              onClick={async () => {
                setConfirmRotate(false);
                const out = await rotate({ input: { campaignId } });
                if (out.data?.rotateInboundSecret?.__typename === 'RotateInboundSecretPayload') reload();
              }}
            >
              {t.confirm}
            </button>{' '}
            <button type="button" onClick={() => setConfirmRotate(false)}>
              {t.cancel}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => (campaign.inboundWebhookEnabled ? setConfirmRotate(true) : rotate({ input: { campaignId } }).then(reload))}>
            {t.rotateSecret}
          </button>
        )}
        {inbound && <ShownOnce secret={inbound.secret} testId="inbound-secret" />}
        <Problems failure={failureOf(rotated.data?.rotateInboundSecret, 'RotateInboundSecretPayload')} error={rotated.error} />
      </section>
      <ExportArchive campaignId={campaignId} />
    </main>
  );
}
