/**
 * The campaign archive from the browser (docs/archive.md): not GraphQL, a file each way, so
 * plain fetch with the session cookie (same-origin: the app holds no key, docs/accounts.md).
 * Export: the response becomes a Blob saved under the server's file name. Import: the chosen
 * File is the request body, which the browser streams from disk; nothing is read into the page.
 */
import type { Messages } from './i18n';

export interface ImportReport {
  campaignId: string;
  campaignGlobalId: string;
  name: string;
  inviteCode: string;
  keys: { keyId: string; held: boolean }[];
  placeholders: { name: string; role: string; claimCode: string }[];
  counts: Record<string, number>;
  /** Each character's roll log as imported (older servers send none). */
  chains?: ChainReport[];
}

/** One roll log as the import found it (docs/archive.md §The report's chains); `faces` absent from older servers. */
export interface ChainReport {
  characterId: string;
  name: string;
  verdict: 'valid' | 'signed elsewhere' | 'public development key' | 'broken';
  brokenAt: number | null;
  reason: string | null;
  entries: number;
  faces?: { checked: number; wrongAt: number | null; reason: string | null };
}

type ArchiveWords = Pick<Messages, 'importChainValid' | 'importChainElsewhere' | 'importChainPublicKey' | 'importChainBroken' | 'importFacesChecked' | 'importFacesWrong'>;

/** A roll log's verdict and its faces, in words: what the import screen shows beside each character. */
export function chainWords(chain: ChainReport, t: ArchiveWords): { verdict: string; faces: string | null; facesGood: boolean } {
  const verdict =
    chain.verdict === 'valid'
      ? t.importChainValid(chain.entries)
      : chain.verdict === 'signed elsewhere'
        ? t.importChainElsewhere(chain.entries)
        : chain.verdict === 'public development key'
          ? t.importChainPublicKey(chain.entries)
          : t.importChainBroken(chain.brokenAt, chain.entries);
  // No faces to tell: an older server, or a log without fair dice.
  if (!chain.faces || (chain.faces.checked === 0 && chain.faces.wrongAt === null)) return { verdict, faces: null, facesGood: true };
  const { checked, wrongAt } = chain.faces;
  return wrongAt === null ? { verdict, faces: t.importFacesChecked(checked), facesGood: true } : { verdict, faces: t.importFacesWrong(wrongAt, checked), facesGood: false };
}

/** What the app says first when an import is refused: its own words for the time bounds, the general sentence otherwise. */
export function refusalHeadline(code: string, t: Pick<Messages, 'archiveRefused' | 'archiveReceiveTimeout' | 'archiveImportTimeout'>): string {
  if (code === 'ARCHIVE_RECEIVE_TIMEOUT') return t.archiveReceiveTimeout;
  if (code === 'ARCHIVE_IMPORT_TIMEOUT') return t.archiveImportTimeout;
  return t.archiveRefused;
}

/** What the server said when it refused (its own words), or null when it answered nothing usable. */
async function refusal(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json().catch(() => null)) as { code?: string; error?: string } | null;
  return { code: body?.code ?? `HTTP_${response.status}`, message: body?.error ?? response.statusText };
}

export type ArchiveResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/** Downloads the campaign's archive; resolves once the browser has been handed the file. */
export async function downloadArchive(campaignId: string): Promise<ArchiveResult<string>> {
  const response = await fetch(`/campaigns/${encodeURIComponent(campaignId)}/archive`, { credentials: 'same-origin' });
  if (!response.ok) return { ok: false, ...(await refusal(response)) };
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'campaign.jsonl';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the Blob to the download; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true, value: fileName };
}

export async function uploadArchive(file: Blob): Promise<ArchiveResult<ImportReport>> {
  const response = await fetch('/campaigns/import', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-ndjson' }, body: file });
  if (response.status !== 201) return { ok: false, ...(await refusal(response)) };
  return { ok: true, value: (await response.json()) as ImportReport };
}
