/**
 * "Import a campaign" (home screen): the chosen archive file is posted as it is (streamed from
 * disk), and the report shows what the GM must hand out, once: the new invite code and each
 * member's claim code, whether this server holds the keys that signed the rolls, and each roll
 * log's verdict with its faces redrawn from the revealed seeds.
 */
import { useState } from 'preact/hooks';
import { type ChainReport, chainWords, type ImportReport, refusalHeadline, uploadArchive } from '../lib/archive';
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
          <p>{refusalHeadline(refused.code, t)}</p>
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
              <ChainLine key={c.characterId} chain={c} />
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

/** One roll log: its verdict, and its faces redrawn from the revealed seeds (issue 38 item 8). */
function ChainLine({ chain }: { chain: ChainReport }) {
  const { t } = useI18n();
  const words = chainWords(chain, t);
  return (
    <li data-verdict={chain.verdict}>
      {chain.name}
      {t.colon}
      <span class={chain.verdict === 'valid' ? 'tag good' : 'tag bad'} title={chain.reason ?? undefined}>
        {words.verdict}
      </span>
      {words.faces && (
        <>
          {' '}
          <span class={words.facesGood ? 'tag good' : 'tag bad'} title={chain.faces?.reason ?? undefined} data-testid="chain-faces">
            {words.faces}
          </span>
        </>
      )}
    </li>
  );
}
