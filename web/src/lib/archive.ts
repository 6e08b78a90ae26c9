/**
 * The campaign archive from the browser (docs/archive.md): not GraphQL, a file each way, so
 * plain fetch with the key the app holds. Export: the response becomes a Blob saved under the
 * server's file name (a link cannot send the Authorization header, and a signed download token
 * would be a second way in to guard). Import: the chosen File is the request body, which the
 * browser streams from disk; nothing is read into the page.
 */

export interface ImportReport {
  campaignId: string;
  campaignGlobalId: string;
  name: string;
  inviteCode: string;
  keys: { keyId: string; held: boolean }[];
  placeholders: { name: string; role: string; claimCode: string }[];
  counts: Record<string, number>;
}

/** What the server said when it refused (its own words), or null when it answered nothing usable. */
async function refusal(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json().catch(() => null)) as { code?: string; error?: string } | null;
  return { code: body?.code ?? `HTTP_${response.status}`, message: body?.error ?? response.statusText };
}

const auth = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

export type ArchiveResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/** Downloads the campaign's archive; resolves once the browser has been handed the file. */
export async function downloadArchive(apiKey: string, campaignId: string): Promise<ArchiveResult<string>> {
  const response = await fetch(`/campaigns/${encodeURIComponent(campaignId)}/archive`, { headers: auth(apiKey) });
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

export async function uploadArchive(apiKey: string, file: Blob): Promise<ArchiveResult<ImportReport>> {
  const response = await fetch('/campaigns/import', { method: 'POST', headers: { ...auth(apiKey), 'content-type': 'application/x-ndjson' }, body: file });
  if (response.status !== 201) return { ok: false, ...(await refusal(response)) };
  return { ok: true, value: (await response.json()) as ImportReport };
}
