/**
 * "Import a campaign" (home screen): the chosen archive file is posted as it is (streamed from
 * disk), and the report shows what the GM must hand out, once: the new invite code and each
 * member's claim code, and whether this server holds the keys that signed the rolls.
 */
import { useState } from 'preact/hooks';
import { type ImportReport, uploadArchive } from '../lib/archive';
import { useI18n } from '../lib/i18n';
import { href } from '../lib/router';

export function ArchiveImport() {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  return (
    <form
      class="card"
      aria-labelledby="import-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        setBusy(true);
        setRefused(null);
        setReport(null);
        const out = await uploadArchive(file).catch(() => ({ ok: false as const, code: 'NETWORK', message: t.failedRequest }));
        setBusy(false);
        if (out.ok) setReport(out.value);
        else setRefused(out);
      }}
    >
      <h2 id="import-title">{t.importCampaign}</h2>
      <p class="muted">{t.importExplain}</p>
      <label>
        {t.archiveFile} <input name="archiveFile" type="file" accept=".jsonl,.ndjson,application/x-ndjson" required onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      <button type="submit" disabled={busy || !file}>
        {busy ? t.importing : t.importArchive}
      </button>
      {refused && (
        <div role="alert" class="problem" data-code={refused.code} data-testid="import-refused">
          <p>{t.archiveRefused}</p>
          <p>{refused.message}</p>
        </div>
      )}
      {report && <Report report={report} />}
    </form>
  );
}

function Report({ report }: { report: ImportReport }) {
  const { t } = useI18n();
  return (
    <div role="status" class="secret" data-testid="import-report">
      <p>
        <strong>{t.imported(report.name)}</strong> <a href={href({ screen: 'campaign', campaignId: report.campaignGlobalId })}>{t.openImported(report.name)}</a>
      </p>
      <p>
        {t.newInvite}{t.colon}<code data-testid="imported-invite">{report.inviteCode}</code>
      </p>
      {report.placeholders.length > 0 && (
        <>
          <h3>{t.claimCodes}</h3>
          <ul class="list" data-testid="claim-codes">
            {report.placeholders.map((p) => (
              <li key={p.claimCode}>
                {p.name} ({p.role === 'GM' ? t.gm : t.player}){t.colon}<code class="wrap">{p.claimCode}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {(report.chains?.length ?? 0) > 0 && (
        <>
          <h3>{t.rollChains}</h3>
          <ul class="list" data-testid="roll-chains">
            {report.chains!.map((c) => (
              <li key={c.characterId} data-verdict={c.verdict}>
                {c.name}
                {t.colon}
                <span class={c.verdict === 'valid' ? 'tag good' : 'tag bad'} title={c.reason ?? undefined}>
                  {c.verdict === 'valid'
                    ? t.importChainValid(c.entries)
                    : c.verdict === 'signed elsewhere'
                      ? t.importChainElsewhere(c.entries)
                      : c.verdict === 'public development key'
                        ? t.importChainPublicKey(c.entries)
                        : t.importChainBroken(c.brokenAt, c.entries)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.keys.length > 0 && (
        <>
          <h3>{t.rollKeys}</h3>
          <ul class="list" data-testid="roll-keys">
            {report.keys.map((k) => (
              <li key={k.keyId}>
                <code>{k.keyId}</code>{t.colon}<span class={k.held ? 'tag good' : 'tag bad'}>{k.held ? t.keyHeld : t.keyElsewhere}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
