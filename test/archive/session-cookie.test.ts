/**
 * The archive's HTTP routes with a browser's session cookie (the table app holds no key, issue 24):
 * the cookie exports and imports like a Bearer key, under GraphQL's CSRF rule — another origin's
 * page is refused, an import's body must be the archive's media type (no HTML form sends it), and
 * an ended session opens nothing. Every refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleArchive } from '../../src/http/archive.js';
import { developmentRollKeys } from '../../src/db/roll-keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { Device } from '../support/devices.js';

const MINE = `{ me { campaigns(first: 50) { edges { node { name } } } } }`;

describe.each(BACKENDS)('the archive with a session cookie on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** The request a page of `origin` sends to the app at `device.origin`, with the device's cookie. */
  const archive = (device: Device, path: string, init: { method?: string; origin?: string | null; type?: string; body?: string } = {}) => {
    const cookie = [...device.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
    const origin = init.origin === undefined ? device.origin : init.origin;
    if (origin) headers.origin = origin;
    if (init.type) headers['content-type'] = init.type;
    // Outside GraphQL: its statements are no operation's (alongside), and the body is read here,
    // so an export's stream has ended before the next request.
    return app.alongside(async () => {
      const response = await handleArchive(new Request(`${device.origin}${path}`, { method: init.method ?? 'GET', headers, body: init.body }), {
        db: app.database.db,
        rollKeys: developmentRollKeys(),
        maxBytes: 1 << 30,
        now: () => app.clock.now(),
      });
      return { status: response.status, text: await response.text() };
    });
  };
  const names = async (device: Device) => ((await device.gql(MINE)).data.me.campaigns.edges as { node: { name: string } }[]).map((e) => e.node.name).sort();

  test('export and import with the cookie from the app’s own page; another origin, a form’s body and an ended session are refused', async () => {
    const gm = new Device(app);
    await gm.signUp('Gwen');
    const made = await gm.gql(`mutation { createCampaign(input: { name: "Cookie Hall", ruleset: SMS }) { ... on CampaignPayload { campaign { id } } } }`);
    const campaignId = made.data.createCampaign.campaign.id as string;
    const path = `/campaigns/${encodeURIComponent(campaignId)}/archive`;

    // The app's own page (its Origin, or none on a same-origin GET): the archive streams.
    const exported = await archive(gm, path);
    expect(exported.status).toBe(200);
    const text = exported.text;
    expect(JSON.parse(text.split('\n')[0]!)).toMatchObject({ type: 'header', campaignName: 'Cookie Hall' });
    expect((await archive(gm, path, { origin: null })).status).toBe(200);

    // Another origin's page with the same cookie: refused, in the CSRF's words.
    const cross = await archive(gm, path, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(JSON.parse(cross.text)).toMatchObject({ code: 'CSRF_REFUSED' });

    // Import: an HTML form's body type is refused and writes nothing; the archive's own type is imported.
    const before = await names(gm);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const form = await archive(gm, '/campaigns/import', { method: 'POST', type, body: text });
      expect(form.status, type).toBe(403);
    }
    const fromElsewhere = await archive(gm, '/campaigns/import', { method: 'POST', type: 'application/x-ndjson', body: text, origin: 'https://evil.example' });
    expect(fromElsewhere.status).toBe(403);
    expect(await names(gm)).toEqual(before);
    const imported = await archive(gm, '/campaigns/import', { method: 'POST', type: 'application/x-ndjson', body: text });
    expect(imported.status).toBe(201);
    expect(JSON.parse(imported.text)).toMatchObject({ name: 'Cookie Hall' });
    expect(await names(gm)).toEqual(['Cookie Hall', 'Cookie Hall']);

    // No credential at all, and the cookie of a session signed out: 401, nothing opened.
    expect((await archive(new Device(app), path)).status).toBe(401);
    const stolen = new Device(app);
    stolen.cookies.set('sms_session', gm.cookies.get('sms_session')!);
    expect((await gm.gql(`mutation { signOut { __typename } }`)).data.signOut.__typename).toBe('SignedOut');
    const ended = await archive(stolen, path);
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.text)).toMatchObject({ code: 'SESSION_ENDED' });
  });
});
