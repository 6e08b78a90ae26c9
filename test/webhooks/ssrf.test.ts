/** Where outbound webhooks may go: the URL rules on both runtimes, DNS checks and pinning on Node. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, checkWebhookUrl, classifyAddress, type Lookup, parseIpv6, resolveChecked, safePost, systemLookup } from '../../src/webhooks/ssrf.js';

const strict = { runtime: 'node', allowLoopback: false } as const;
const dev = { runtime: 'node', allowLoopback: true } as const;

describe('address classes', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.128.0.1', 'public'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['0.0.0.0', 'unspecified'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:c0a8:0101::1', 'private'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['[::1]', 'loopback'],
  ])('%s is %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  // Every IPv6 form that carries an IPv4 is judged by that IPv4, in every spelling; ranges whose
  // IPv4 cannot be placed (local-use NAT64, Teredo) and non-unicast space are refused whole.
  it.each([
    ['::ffff:0:7f00:1', 'loopback'], // IPv4-translated (RFC 2765)
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['0:0:0:0:ffff:0:a9fe:a9fe', 'link-local'],
    ['::ffff:0:8.8.8.8', 'public'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'], // IPv4-mapped, uncompressed
    ['::FFFF:A9FE:A9FE', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'], // deprecated IPv4-compatible
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'], // NAT64 well-known prefix (RFC 6052)
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::c0a8:101', 'private'],
    ['64:ff9b::808:808', 'public'],
    ['64:ff9b:0:0:0:0:a00:1', 'private'],
    ['64:ff9b:1::7f00:1', 'private'], // local-use NAT64 (RFC 8215): refused whole
    ['64:ff9b:1:808:8:800::', 'private'],
    ['64:ff9b:2::1', 'reserved'],
    ['2002:7f00:1::', 'loopback'], // 6to4
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['2002:808:808::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo: refused whole
    ['2001::80ff:fffe', 'reserved'], // Teredo whose client XORs to 127.0.0.1
    ['2001:2::1', 'reserved'], // benchmarking
    ['3fff::1', 'reserved'], // documentation (RFC 9637)
    ['100::1', 'reserved'], // discard-only
    ['5f00::1', 'reserved'], // SRv6 SIDs
    ['::1:0:0:1', 'reserved'], // the rest of ::/8
    ['4000::1', 'reserved'], // not global unicast
    ['fe80::1%eth0', 'link-local'], // zone id, as DNS answers may carry it
    ['fec0::1', 'private'],
    ['2a00:1450:4007:80e::200e', 'public'],
    ['192.88.99.1', 'reserved'],
  ])('%s is %s (embedded IPv4 or special range)', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it('every spelling of an IPv6 form carrying an IPv4 gets the class of that IPv4', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, byte, (a, b, c, d) => {
        const dotted = `${a}.${b}.${c}.${d}`;
        const hi = ((a << 8) | b).toString(16);
        const lo = ((c << 8) | d).toString(16);
        const expected = classifyAddress(dotted);
        const spellings = [
          `::ffff:${dotted}`,
          `::ffff:${hi}:${lo}`,
          `0:0:0:0:0:FFFF:${hi.padStart(4, '0')}:${lo.padStart(4, '0')}`,
          `::ffff:0:${dotted}`,
          `::ffff:0:${hi}:${lo}`,
          `0:0:0:0:ffff:0:${dotted}`,
          `64:ff9b::${dotted}`,
          `64:ff9b::${hi}:${lo}`,
          `64:ff9b:0:0:0:0:${hi}:${lo}`,
          `2002:${hi}:${lo}::`,
          `2002:${hi}:${lo}:1:2:3:4:5`,
        ];
        for (const spelling of spellings) expect(classifyAddress(spelling), spelling).toBe(expected);
      }),
    );
  });

  it('parses IPv6 forms and rejects malformed ones', () => {
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('1::8')).toEqual([1, 0, 0, 0, 0, 0, 0, 8]);
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    for (const bad of ['1::2::3', '1:2:3', '12345::', 'g::1', '1.2.3.4', ':1:2:3:4:5:6:7']) expect(parseIpv6(bad)).toBeNull();
    expect(classifyAddress('example.com')).toBeNull();
    // Not canonical: never read as decimal (inet_aton would read octal), so never admitted.
    for (const odd of ['0177.0.0.1', '127.000.0.1', '::ffff:0177.0.0.1']) {
      expect(classifyAddress(odd), odd).toBeNull();
      expect(addressAllowed(odd, { allowLoopback: false }).ok).toBe(false);
    }
  });
});

describe('URL rules (both runtimes)', () => {
  for (const runtime of ['node', 'workers'] as const) {
    const policy = { runtime, allowLoopback: false };
    it(`${runtime}: accepts an https URL on a public name`, () => {
      expect(checkWebhookUrl('https://hooks.example.com/in?x=1', policy)).toMatchObject({ ok: true, host: 'hooks.example.com' });
    });
    it.each([
      ['http://hooks.example.com/', 'https'],
      ['ftp://hooks.example.com/', 'https'],
      ['https://user:pw@hooks.example.com/', 'credentials'],
      ['https://localhost/', 'localhost'],
      ['https://LOCALHOST./', 'localhost'],
      ['https://api.localhost/', 'localhost'],
      ['https://127.0.0.1/', 'DNS name'],
      ['https://2130706433/', 'DNS name'],
      ['https://0x7f.1/', 'DNS name'],
      ['https://[::1]/', 'DNS name'],
      ['https://93.184.216.34/', 'DNS name'],
      ['https://169.254.169.254/latest/meta-data', 'DNS name'],
      // Every spelling the URL parser lets through reaches the literal check normalised.
      ['https://0177.0.0.1/', 'DNS name'],
      ['https://0x7f000001/', 'DNS name'],
      ['https://127.1/', 'DNS name'],
      ['https://127.0.0.1./', 'DNS name'],
      ['https://%31%32%37.0.0.1/', 'DNS name'],
      ['https://０x7f.0.0.1/', 'DNS name'],
      ['https://[::ffff:127.0.0.1]/', 'DNS name'],
      ['https://[::ffff:0:7f00:1]/', 'DNS name'],
      ['https://[64:ff9b::a9fe:a9fe]/', 'DNS name'],
      ['https://[2002:a9fe:a9fe::]/', 'DNS name'],
      ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'DNS name'],
      ['https://[fe80::1%25eth0]/', 'valid'],
      ['https://[fe80::1%eth0]/', 'valid'],
      ['https://intranet/', 'fully qualified'],
      ['not a url', 'valid'],
    ])(`${runtime}: refuses %s`, (url, reason) => {
      const checked = checkWebhookUrl(url, policy);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.reason).toContain(reason);
    });
  }

  it('the development switch admits loopback (and http), never private or link-local literals', () => {
    const policy = { runtime: 'node' as const, allowLoopback: true };
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', policy).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost:8080/hook', policy).ok).toBe(true);
    expect(checkWebhookUrl('http://[::1]:8080/hook', policy).ok).toBe(true);
    expect(checkWebhookUrl('http://10.0.0.5/hook', policy).ok).toBe(false);
    expect(checkWebhookUrl('http://169.254.169.254/hook', policy).ok).toBe(false);
    for (const url of ['http://[::ffff:a9fe:a9fe]/', 'http://[::ffff:0:a00:1]/', 'http://[64:ff9b::a00:1]/', 'http://[64:ff9b:1::7f00:1]/', 'http://[2002:a00:1::]/', 'http://[2001::80ff:fffe]/', 'http://0xa9fea9fe/']) {
      expect(checkWebhookUrl(url, policy).ok, url).toBe(false);
    }
  });
});

describe('DNS checks (Node)', () => {
  const fake =
    (table: Record<string, string[]>): Lookup =>
    async (host) => {
      const addresses = table[host];
      if (!addresses) throw new Error('ENOTFOUND');
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const lookup = fake({
    'public.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
    'meta.example.com': ['169.254.169.254'],
    'cgnat.example.com': ['100.100.1.1'],
    'ula.example.com': ['fd00::5'],
    'multi.example.com': ['239.1.1.1'],
    'loop.example.com': ['127.0.0.1'],
    'translated.example.com': ['::ffff:0:7f00:1'],
    'mapped.example.com': ['2606:2800:220:1::1', '::ffff:169.254.169.254'],
    'nat64.example.com': ['64:ff9b::a9fe:a9fe'],
    'nat64-local.example.com': ['64:ff9b:1::a00:1'],
    'sixtofour.example.com': ['2002:a00:1::1'],
    'teredo.example.com': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    'compat.example.com': ['::a00:1'],
    'zone.example.com': ['fe80::1%eth0'],
  });

  it('accepts a name whose every address is public, and returns the address to connect to', async () => {
    expect(await resolveChecked('public.example.com', strict, lookup)).toEqual({ ok: true, address: '93.184.216.34', family: 4 });
  });

  it.each([
    'rebind.example.com',
    'meta.example.com',
    'cgnat.example.com',
    'ula.example.com',
    'multi.example.com',
    'loop.example.com',
    'translated.example.com',
    'mapped.example.com',
    'nat64.example.com',
    'nat64-local.example.com',
    'sixtofour.example.com',
    'teredo.example.com',
    'compat.example.com',
    'zone.example.com',
  ])('refuses %s', async (host) => {
    const checked = await resolveChecked(host, strict, lookup);
    expect(checked.ok).toBe(false);
  });

  it('refuses private addresses even with the development switch, admits loopback with it', async () => {
    expect((await resolveChecked('meta.example.com', dev, lookup)).ok).toBe(false);
    expect((await resolveChecked('rebind.example.com', dev, lookup)).ok).toBe(false);
    expect(await resolveChecked('loop.example.com', dev, lookup)).toMatchObject({ ok: true, address: '127.0.0.1' });
  });

  it('refuses names that do not resolve', async () => {
    expect(await resolveChecked('nowhere.example.com', strict, lookup)).toMatchObject({ ok: false });
  });

  it('the real resolver: localhost is loopback, refused without the switch', async () => {
    expect((await resolveChecked('localhost', strict, systemLookup)).ok).toBe(false);
    expect((await resolveChecked('localhost', dev, systemLookup)).ok).toBe(true);
  });
});

describe('safePost', () => {
  let server: Server;
  let port: number;
  const seen: { host: string | undefined; body: string }[] = [];
  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      seen.push({ host: req.headers.host, body });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
        return;
      }
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Node connects to the address that was checked, not to a second DNS answer', async () => {
    // The name is unknown to real DNS: the request can only arrive if the socket used the checked address.
    let calls = 0;
    const lookup: Lookup = async () => {
      calls++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await safePost(`http://hooks.pinned.test:${port}/ok`, { 'content-type': 'text/plain' }, 'ping', { ...dev, timeoutMs: 2000, lookup });
    expect(result.status).toBe(204);
    expect(calls).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `hooks.pinned.test:${port}`, body: 'ping' });
  });

  it('refuses before connecting when the name resolves to a forbidden address', async () => {
    const before = seen.length;
    const lookup: Lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(safePost(`https://hooks.example.com:${port}/ok`, {}, 'x', { ...strict, timeoutMs: 2000, lookup })).rejects.toThrow(/loopback/);
    expect(seen.length).toBe(before);
  });

  it('does not follow redirects (a 3xx is a failed delivery)', async () => {
    const result = await safePost(`http://127.0.0.1:${port}/redirect`, {}, 'x', { ...dev, timeoutMs: 2000 });
    expect(result.status).toBe(302);
    const viaFetch = await safePost(`http://127.0.0.1:${port}/redirect`, {}, 'x', { runtime: 'workers', allowLoopback: true, timeoutMs: 2000, fetchImpl: fetch });
    expect(viaFetch.status).toBe(302);
  });

  it('Workers refuse IP literals and localhost without the switch, before any request', async () => {
    let fetched = false;
    const fetchImpl = (async () => {
      fetched = true;
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    await expect(safePost(`https://127.0.0.1:${port}/`, {}, 'x', { runtime: 'workers', allowLoopback: false, timeoutMs: 1000, fetchImpl })).rejects.toThrow(/refused/);
    await expect(safePost('https://localhost/', {}, 'x', { runtime: 'workers', allowLoopback: false, timeoutMs: 1000, fetchImpl })).rejects.toThrow(/refused/);
    expect(fetched).toBe(false);
  });
});
