#!/usr/bin/env node
/**
 * audit-rolls: check a campaign's roll log export offline (docs/fairness.md). No server, no
 * database, no dependency but Node itself: this is a second, independent implementation of the
 * chain, the signatures and the fair dice, so it can catch a bug in the server's as well as a lie.
 *
 *   npx audit-rolls export.json [--keys kid:base64key,...] [--known-head <hash>]...
 *   npx audit-rolls --url https://host/graphql --campaign <id> [--keys …]   (API key in AUDIT_API_KEY)
 *   npx audit-rolls --archive campaign.jsonl [--keys kid:base64key,...]
 *
 * With --archive it reads a campaign archive (docs/archive.md) line by line: the trailer's
 * line count and digest first (a cut or edited file says so), then the roll log it holds, as
 * an export would show it. An archive holds every epoch's seed, so every fair roll is redrawn;
 * entries signed with a key not given are reported as "signed elsewhere", never as valid.
 *
 * The export is `campaign(id:) { rollExport }` (the JSON value itself, or the whole GraphQL
 * response), or, with --url, read from the server a page at a time (`rollExportHeader`, then
 * `rollExportPage(first:, after:)` until the last page), whatever the log's length. Keys may
 * also come from ROLL_LOG_KEYS. Exit code: 0 all good, 1 a check failed, 2 bad usage or
 * unreadable export.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const GENESIS = '0'.repeat(64);
const SCHEME = 'sms-fair-dice/1';

const sha256Hex = (data) => createHash('sha256').update(data).digest('hex');

const SEAL = 'sms-roll-seal/1';

/** JSON with sorted keys, as the server writes payloads (docs/roll-export.md). */
export function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const isSealed = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v.sealed === 'string' && Object.keys(v).length === 1;

/** Every sealed value of a payload, by its path: `inputs.<key>`, `outcome.<key>`, `fairness.sides.<i>`. */
export function sealedValues(payload) {
  const found = new Map();
  for (const part of ['inputs', 'outcome']) {
    const value = payload?.[part];
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) if (isSealed(v)) found.set(`${part}.${k}`, v.sealed);
  }
  for (const [i, side] of (payload?.fairness?.sides ?? []).entries()) if (isSealed(side)) found.set(`fairness.sides.${i}`, side.sealed);
  return found;
}

const valueAt = (payload, path) => path.split('.').reduce((at, key) => (at == null ? undefined : at[key]), payload);

/** Keys from `kid:base64,...`. */
export function parseKeys(spec) {
  const keys = new Map();
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon < 1) throw new Error(`bad key "${part}": expected kid:base64key`);
    keys.set(part.slice(0, colon), Buffer.from(part.slice(colon + 1), 'base64'));
  }
  return keys;
}

/** The faces a roll's seeds give for the ranges it logged: HMAC-SHA-256 blocks, rejection sampling. */
export function redraw(serverSeed, clientSeed, characterId, seq, ranges) {
  const key = Buffer.from(serverSeed, 'hex');
  let block = 0;
  let words = Buffer.alloc(0);
  let offset = 0;
  const word = () => {
    if (offset >= words.length) {
      words = createHmac('sha256', key).update(`${SCHEME}\n${characterId}\n${seq}\n${clientSeed}\n${block++}`).digest();
      offset = 0;
    }
    const value = words.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return ranges.map(([min, max]) => {
    const span = max - min + 1;
    const limit = 2 ** 32 - (2 ** 32 % span);
    for (;;) {
      const value = word();
      if (value < limit) return min + (value % span);
    }
  });
}

/** The id an imported row got: UUID of SHA-256("sms-archive-id/1\n" + salt + "\n" + old) (docs/archive.md §Ids). */
export function importedId(salt, old) {
  const bytes = createHash('sha256').update(`sms-archive-id/1\n${salt}\n${old.toLowerCase()}`).digest();
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An imported entry names the ids it was rolled under; the campaign's salts (oldest first) map
 * them to today's. The generation is the one that maps the entry's own character onto its log's;
 * returns the mapper for its other ids, or null when none does (the entry is another character's).
 */
export function generationMapper(salts, named, current) {
  const apply = (from, id) => salts.slice(from).reduce((value, salt) => importedId(salt, value), id);
  for (let from = salts.length; from >= 0; from--) {
    if (typeof named === 'string' && apply(from, named) === String(current).toLowerCase()) return (id) => (typeof id === 'string' && UUID.test(id) ? apply(from, id) : id);
  }
  return null;
}

/** Audit an export; returns { ok, problems: string[], stats }. */
export function audit(exported, options = {}) {
  const problems = [];
  const stats = { chains: 0, entries: 0, signed: 0, verified: 0, facesVerified: 0, unrevealed: 0, notDerived: 0, epochs: 0, revealed: 0, imported: 0, signedElsewhere: {} };
  const salts = exported.lineage ?? [];
  /** How an entry's ids read today: itself unless it was rolled before an import; null if it is not this chain's. */
  const mapperFor = (payload, characterId) => (payload?.characterId === characterId ? (id) => id : generationMapper(salts, payload?.characterId, characterId));
  const keys = options.keys ?? null;
  const knownHeads = new Set(options.knownHeads ?? []);
  const seenHashes = new Set();

  const epochs = new Map();
  for (const epoch of exported.epochs ?? []) {
    stats.epochs++;
    epochs.set(epoch.id, epoch);
    if (epoch.serverSeed != null) {
      stats.revealed++;
      if (!/^[0-9a-f]{64}$/.test(epoch.serverSeed) || sha256Hex(Buffer.from(epoch.serverSeed, 'hex')) !== epoch.commitment) {
        problems.push(`epoch ${epoch.number}: the revealed seed does not match its commitment ${epoch.commitment}`);
        epoch.bad = true;
      }
    }
  }

  // Every entry by its place, and each chain's kind: a roll kept in several logs is derived at
  // one of them (the first PC of its sides, else the first side), which must hold the same roll.
  const kinds = new Map();
  const byPlace = new Map();
  for (const chain of exported.chains ?? []) {
    kinds.set(chain.characterId, chain.kind);
    for (const entry of chain.entries ?? []) {
      try {
        byPlace.set(`${chain.characterId}#${entry.seq}`, JSON.parse(entry.payload));
      } catch {
        // Reported below, entry by entry.
      }
    }
  }
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  /** Why a shared roll's place is not the rule's or does not hold it; null when it holds. */
  const sharedPlaceProblem = (payload, fairness, rolledAt, now, characterId) => {
    // A sealed side ({ sealed }) is an NPC's, hidden in a PC's entry: never the first PC.
    const sides = (fairness.sides ?? []).filter((id) => typeof id === 'string').map(now);
    const place = { log: now(rolledAt.log), seq: rolledAt.seq };
    if (!sides.includes(characterId) || !sides.includes(place.log)) return 'derived at a place outside its sides';
    const first = typeof fairness.sides[0] === 'string' ? now(fairness.sides[0]) : fairness.sides[0];
    const rule = sides.find((id) => kinds.get(id) === 'PC') ?? first;
    if (place.log !== rule) return `derived in ${place.log}'s log, not in its first PC's (or first side's) ${rule}`;
    if (!fairness.derivedAt) return null;
    const anchor = byPlace.get(`${place.log}#${place.seq}`);
    if (!anchor) return `derived at ${place.log} #${place.seq}, an entry this export does not hold`;
    const af = anchor.fairness;
    if (!af || af.derivedAt || !same(anchor.faces, payload.faces) || !same(af.ranges, fairness.ranges) || af.clientSeed !== fairness.clientSeed || af.commitment !== fairness.commitment) {
      return `derived at ${place.log} #${place.seq}, which holds another roll`;
    }
    return null;
  };

  // Sealed values (docs/fairness.md §NPC values in a PC's log): each NPC entry that carries a
  // seal opens the PC entries it names, value by value; a GM's export must open every one.
  stats.sealed = 0;
  stats.opened = 0;
  const openedPaths = new Set();
  for (const chain of exported.chains ?? []) {
    for (const entry of chain.entries ?? []) {
      const payload = byPlace.get(`${chain.characterId}#${entry.seq}`);
      const seal = payload?.seal;
      if (!seal) continue;
      const now = mapperFor(payload, chain.characterId) ?? ((id) => id);
      for (const named of seal.entries ?? []) {
        const place = { log: now(named.log), seq: named.seq };
        const sealedEntry = byPlace.get(`${place.log}#${place.seq}`);
        if (!sealedEntry) {
          problems.push(`${chain.name ?? chain.characterId} #${entry.seq}: opens ${place.log} #${place.seq}, an entry this export does not hold`);
          continue;
        }
        for (const [path, commitment] of sealedValues(sealedEntry)) {
          const opened = sha256Hex(`${SEAL}\n${seal.salt}\n${path}\n${canonicalJson(valueAt(payload, path))}`);
          if (opened !== commitment) problems.push(`${place.log} #${place.seq}: its sealed ${path} is not the value of ${chain.name ?? chain.characterId} #${entry.seq}`);
          else {
            stats.opened++;
            openedPaths.add(`${place.log}#${place.seq}#${path}`);
          }
        }
      }
    }
  }
  for (const chain of exported.chains ?? []) {
    for (const entry of chain.entries ?? []) {
      const payload = byPlace.get(`${chain.characterId}#${entry.seq}`);
      for (const path of sealedValues(payload).keys()) {
        stats.sealed++;
        if (exported.viewerRole === 'GM' && !openedPaths.has(`${chain.characterId}#${entry.seq}#${path}`)) {
          problems.push(`${chain.name ?? chain.characterId} #${entry.seq}: its sealed ${path} is opened by no entry of this export`);
        }
      }
    }
  }

  // Creation rolls derive in the campaign's creation log, one place each, none skipped
  // (docs/fairness.md §Creation rolls).
  const creationPlaces = new Map();
  const creationPlaceProblem = (label, fairness, place, now) => {
    if (fairness.sides) return 'a roll of several sides derived in the creation log';
    if (`creations/${now(place.log.slice('creations/'.length))}` !== `creations/${exported.campaign}`) return `derived in ${place.log}, not in this campaign's creation log`;
    if (!Number.isInteger(place.seq) || place.seq < 1) return `derived at creation place ${place.seq}`;
    const other = creationPlaces.get(place.seq);
    if (other) return `creation place ${place.seq} is also claimed by ${other}`;
    creationPlaces.set(place.seq, label);
    return null;
  };

  for (const chain of exported.chains ?? []) {
    stats.chains++;
    const who = `${chain.name ?? chain.characterId}`;
    let prev = GENESIS;
    let signedSeen = false;
    for (const [index, entry] of (chain.entries ?? []).entries()) {
      stats.entries++;
      const at = `${who} #${entry.seq}`;
      const fail = (reason) => problems.push(`${at}: ${reason}`);
      if (entry.seq !== index + 1) {
        fail(`expected entry ${index + 1} here: an entry is missing or out of order`);
        break;
      }
      if (entry.prevHash !== prev) fail('does not link to the previous entry');
      if (sha256Hex(`${entry.prevHash}\n${entry.seq}\n${entry.payload}`) !== entry.hash) fail('its content does not match its hash');
      prev = entry.hash;
      seenHashes.add(entry.hash);
      if (entry.mac != null) stats.signed++;
      if (keys) {
        if (entry.mac == null || entry.keyId == null) {
          // Unsigned is accepted only provably older than signing: before every signed entry,
          // never a fair-dice roll (both came together), and vouched for by a later signed entry.
          if (signedSeen) fail('it is not signed, though earlier entries are');
          else if (/"fairness":\{/.test(entry.payload ?? '')) fail('it is not signed, though it is a fair-dice roll (written since the log is signed)');
        } else {
          signedSeen = true;
          const key = keys.get(entry.keyId);
          // An archive's entries may be signed on another server: said so, never counted as valid.
          if (!key && options.elsewhere) stats.signedElsewhere[entry.keyId] = (stats.signedElsewhere[entry.keyId] ?? 0) + 1;
          else if (!key) fail(`signed with key ${entry.keyId}, which you did not give`);
          else {
            const expected = createHmac('sha256', key).update(entry.hash).digest();
            const given = Buffer.from(entry.mac, 'hex');
            if (given.length !== expected.length || !timingSafeEqual(given, expected)) fail('its signature does not match (edited without the server key)');
          }
        }
      }
      let payload;
      try {
        payload = JSON.parse(entry.payload);
      } catch {
        fail('its content is not JSON');
        continue;
      }
      if (payload.seq !== entry.seq) fail('its content names another place in the chain');
      const now = mapperFor(payload, chain.characterId);
      if (!now) {
        fail('its content names another character');
        continue;
      }
      if (payload.characterId !== chain.characterId) stats.imported++;
      const fairness = payload.fairness;
      if (!fairness) {
        stats.notDerived++;
        continue;
      }
      const epoch = epochs.get(now(fairness.epochId));
      if (!epoch || entry.epochId !== now(fairness.epochId)) {
        fail('names a fairness epoch the export does not hold');
        continue;
      }
      if (fairness.commitment !== epoch.commitment) {
        fail(`names commitment ${fairness.commitment}, not its epoch's ${epoch.commitment}`);
        continue;
      }
      if (epoch.serverSeed == null) {
        stats.unrevealed++;
        continue;
      }
      if (epoch.bad) {
        fail(`epoch ${epoch.number}'s revealed seed does not match its commitment: the faces cannot be trusted`);
        continue;
      }
      const place = fairness.derivedAt ?? { log: payload.characterId, seq: entry.seq };
      if (String(place.log).startsWith('creations/')) {
        const problem = creationPlaceProblem(at, fairness, place, now);
        if (problem) {
          fail(problem);
          continue;
        }
      } else if (fairness.sides || fairness.derivedAt) {
        const problem = sharedPlaceProblem(payload, fairness, place, now, chain.characterId);
        if (problem) {
          fail(problem);
          continue;
        }
      }
      const faces = payload.faces ?? [];
      const ranges = fairness.ranges ?? [];
      const redrawn = ranges.length === faces.length ? redraw(epoch.serverSeed, fairness.clientSeed, place.log, place.seq, ranges) : null;
      if (redrawn?.every((f, i) => f === faces[i])) {
        stats.verified++;
        stats.facesVerified += faces.length;
      }
      else fail(`the seeds give faces ${redrawn ? redrawn.join(', ') : '(a different number)'}, the log says ${faces.join(', ')}`);
    }
    // No MAC commits to an all-unsigned chain: it proves nothing, so with keys it fails.
    const last = (chain.entries ?? []).at(-1);
    if (keys && last && (last.mac == null || last.keyId == null)) {
      problems.push(`${who}: no signed entry vouches for it: its last entry is not signed (signatures stripped, or a log older than signing never rolled since)`);
    }
  }
  // The GM's export holds every character: a creation place missing there was skipped, so the
  // server could have chosen which place a creation used. A player's export lacks the NPCs'.
  const highest = Math.max(0, ...creationPlaces.keys());
  const skipped = [];
  for (let k = 1; k <= highest; k++) if (!creationPlaces.has(k)) skipped.push(k);
  if (skipped.length && exported.viewerRole === 'GM') problems.push(`creation log: place(s) ${skipped.join(', ')} are missing: creation rolls were skipped`);
  stats.creationPlacesNotInExport = exported.viewerRole === 'GM' ? 0 : skipped.length;
  for (const head of knownHeads) {
    if (head !== GENESIS && !seenHashes.has(head)) problems.push(`known head ${head} is not in the log: entries were removed or rewritten`);
  }
  return { ok: problems.length === 0, problems, stats };
}

const PAGE = `query($id: ID!, $first: Int!, $after: String, $header: Boolean!) { campaign(id: $id) {
  rollExportHeader @include(if: $header)
  rollExportPage(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { characterId name kind seq prevHash hash payload epochId keyId mac } } } } }`;

/**
 * The export document read a page at a time from a server (docs/roll-export.md §Paged): the
 * header, then every page of entries, regrouped into chains. `fetchImpl` is `fetch` (or a test's).
 */
export async function fetchExport({ url, campaignId, apiKey, first = 100, fetchImpl = fetch }) {
  let doc = null;
  const chains = new Map();
  let after = null;
  for (;;) {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ query: PAGE, variables: { id: campaignId, first, after, header: doc === null } }),
    });
    const body = await response.json();
    if (body.errors?.length || !body.data?.campaign) throw new Error(`the server refused the export: ${JSON.stringify(body.errors ?? body)}`);
    const { rollExportHeader, rollExportPage } = body.data.campaign;
    doc ??= { ...rollExportHeader, chains: [] };
    for (const { node } of rollExportPage.edges) {
      let chain = chains.get(node.characterId);
      if (!chain) {
        chain = { characterId: node.characterId, name: node.name, kind: node.kind, entries: [] };
        chains.set(node.characterId, chain);
        doc.chains.push(chain);
      }
      chain.entries.push({ seq: node.seq, prevHash: node.prevHash, hash: node.hash, payload: node.payload, epochId: node.epochId, keyId: node.keyId, mac: node.mac });
    }
    if (!rollExportPage.pageInfo.hasNextPage) return doc;
    after = rollExportPage.pageInfo.endCursor;
  }
}

/**
 * A campaign archive read as a roll export: the file's own integrity (lines, SHA-256, counts)
 * and the rows the audit needs (characters, epochs with their seeds, rolls, import salts).
 * Returns { problems, exported } (exported null when the file cannot be read as an archive).
 */
export async function archiveAsExport(path) {
  const problems = [];
  const digest = createHash('sha256');
  let lines = 0;
  let header = null;
  let trailer = null;
  const counts = {};
  const characters = new Map();
  const epochs = [];
  const rolls = [];
  const imports = [];
  const input = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const text of input) {
    if (trailer) {
      if (text.trim()) problems.push(`archive: lines after the trailer`);
      continue;
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      problems.push(`archive line ${lines + 1}: not JSON (the file was cut or edited)`);
      return { problems, exported: null };
    }
    if (!header) {
      if (value?.type !== 'header' || value.format !== 'sms-campaign-archive') return { problems: ['not a campaign archive (sms-campaign-archive)'], exported: null };
      if (value.version !== 1) return { problems: [`archive format version ${value.version}: this audit reads version 1`], exported: null };
      header = value;
    } else if (value?.type === 'trailer') {
      trailer = value;
      continue;
    } else {
      counts[value.t] = (counts[value.t] ?? 0) + 1;
      const r = value.r ?? {};
      if (value.t === 'characters') characters.set(r.id, { name: r.name, kind: r.kind });
      else if (value.t === 'epochs') epochs.push(r);
      else if (value.t === 'rolls') rolls.push(r);
      else if (value.t === 'imports') imports.push(r);
    }
    lines++;
    digest.update(`${text}\n`);
  }
  if (!header) return { problems: ['the archive is empty'], exported: null };
  if (!trailer) problems.push(`archive: it ends after line ${lines} without its trailer: it was cut short`);
  else {
    if (trailer.lines !== lines) problems.push(`archive: the trailer counts ${trailer.lines} lines, the file has ${lines}: lines were added or removed`);
    else if (trailer.sha256 !== digest.digest('hex')) problems.push('archive: the lines do not match the trailer’s digest: the file was edited or damaged');
    for (const [section, n] of Object.entries(trailer.counts ?? {})) if ((counts[section] ?? 0) !== n) problems.push(`archive: section ${section} holds ${counts[section] ?? 0} rows, the trailer says ${n}`);
  }
  const chains = new Map();
  for (const r of rolls) {
    const character = characters.get(r.character_id) ?? {};
    const chain = chains.get(r.character_id) ?? { characterId: r.character_id, name: character.name, kind: character.kind, entries: [] };
    chains.set(r.character_id, chain);
    chain.entries.push({ seq: r.seq, prevHash: r.prev_hash, hash: r.hash, payload: r.payload, epochId: r.epoch_id, keyId: r.key_id, mac: r.mac });
  }
  for (const chain of chains.values()) chain.entries.sort((a, b) => a.seq - b.seq);
  const exported = {
    format: 'sms-roll-export/1',
    campaign: header.campaignId,
    // The archive holds every character and every seal: checked as the GM's export is.
    viewerRole: 'GM',
    // Every seed travels in an archive (the open epoch's too): each is checked against its commitment.
    epochs: epochs.map((e) => ({ id: e.id, number: e.number, commitment: e.commitment, serverSeed: e.seed ?? null })),
    chains: [...chains.values()],
    lineage: imports.sort((a, b) => a.generation - b.generation).map((i) => i.salt),
  };
  return { problems, exported };
}

function report(ok, problems, stats, keys, before = []) {
  for (const problem of [...before, ...problems]) console.log(`FAIL ${problem}`);
  const elsewhere = Object.entries(stats.signedElsewhere ?? {});
  console.log(
    `${stats.chains} chains, ${stats.entries} entries (${stats.signed} signed${keys ? '' : ', signatures not checked: no keys given'}${stats.imported ? `, ${stats.imported} rolled before an import` : ''}); ` +
      `${stats.sealed ? `${stats.sealed} sealed values (${stats.opened} opened); ` : ''}${stats.epochs} epochs, ${stats.revealed} revealed; faces: ${stats.facesVerified} verified (in ${stats.verified} rolls); rolls: ${stats.unrevealed} awaiting a reveal, ${stats.notDerived} not from fair dice`,
  );
  for (const [kid, n] of elsewhere) console.log(`SIGNED ELSEWHERE ${n} entries are signed with key ${kid}, which you did not give: their signatures are not checked (give it with --keys to check them)`);
  const all = ok && before.length === 0;
  console.log(all ? (elsewhere.length ? 'OK: every check made passed (signatures not all checked, see above)' : 'OK: every check passed') : `${problems.length + before.length} problem(s) found`);
  return all ? 0 : 1;
}

async function mainArchive(file, keySpec) {
  let keys = null;
  try {
    keys = keySpec ? parseKeys(keySpec) : null;
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  let read;
  try {
    read = await archiveAsExport(file);
  } catch (error) {
    console.error(`cannot read ${file}: ${error.message}`);
    return 2;
  }
  if (!read.exported) {
    for (const problem of read.problems) console.log(`FAIL ${problem}`);
    return 1;
  }
  const { ok, problems, stats } = audit(read.exported, { keys: keys ?? new Map(), elsewhere: true });
  return report(ok, problems, stats, keys, read.problems);
}

async function main(argv) {
  const args = argv.slice(2);
  let file = null;
  let keySpec = process.env.ROLL_LOG_KEYS ?? null;
  const knownHeads = [];
  let url = null;
  let campaignId = null;
  let archive = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--keys') keySpec = args[++i] ?? '';
    else if (args[i] === '--url') url = args[++i] ?? '';
    else if (args[i] === '--campaign') campaignId = args[++i] ?? '';
    else if (args[i] === '--archive') archive = args[++i] ?? '';
    else if (args[i] === '--known-head') knownHeads.push(args[++i] ?? '');
    else if (args[i] === '--help' || args[i] === '-h') file = null;
    else file = args[i];
  }
  if (archive) return mainArchive(archive, keySpec);
  if (!file && !(url && campaignId)) {
    console.error('usage: audit-rolls <export.json> | --url <graphql endpoint> --campaign <id> [--keys kid:base64key,...] [--known-head <hash>]...\n       audit-rolls --archive <campaign.jsonl> [--keys kid:base64key,...]');
    return 2;
  }
  let exported;
  try {
    exported = file ? JSON.parse(readFileSync(file, 'utf8')) : await fetchExport({ url, campaignId, apiKey: process.env.AUDIT_API_KEY });
  } catch (error) {
    console.error(`cannot read ${file ?? url}: ${error.message}`);
    return 2;
  }
  // Accept the bare value or the whole GraphQL response.
  exported = exported?.data?.campaign?.rollExport ?? exported;
  if (exported?.format !== 'sms-roll-export/1') {
    console.error(`${file ?? url} is not a roll export (format sms-roll-export/1)`);
    return 2;
  }
  let keys = null;
  try {
    keys = keySpec ? parseKeys(keySpec) : null;
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  const { ok, problems, stats } = audit(exported, { keys, knownHeads });
  return report(ok, problems, stats, keys);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href || process.argv[1]?.endsWith('audit-rolls')) {
  main(process.argv).then((code) => {
    process.exitCode = code;
  });
}
