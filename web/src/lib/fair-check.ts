/**
 * "Check it yourself": the browser redraws a roll's faces from the revealed server seed,
 * following docs/fairness.md §Deriving the faces, with Web Crypto — none of the server's code:
 *
 *   block(n) = HMAC-SHA-256(key = seed bytes, "sms-fair-dice/1\n" + log + "\n" + seq + "\n" + clientSeed + "\n" + n)
 *
 * read as big-endian 32-bit words; a face in [min, max] takes words until one is below
 * 2^32 − (2^32 mod span), then is min + word mod span. The place (log, seq), the client seed
 * and the ranges come from the entry's canonical payload (the text its hash covers); the seed
 * must hash to the commitment published before the roll.
 */

export type FairCheck =
  | { status: 'sealed' }
  | { status: 'bad-seed' }
  | { status: 'unsupported' }
  | { status: 'agrees'; faces: number[] }
  | { status: 'disagrees'; faces: number[] };

interface LoggedPayload {
  characterId?: string;
  seq?: number;
  faces?: number[];
  fairness?: { clientSeed?: string; ranges?: [number, number][]; derivedAt?: { log: string; seq: number } };
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

function seedBytes(seed: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export async function redraw(seed: string, clientSeed: string, log: string, seq: number, ranges: [number, number][]): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', seedBytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  let block = 0;
  let words: DataView | null = null;
  let next = 0;
  const word = async (): Promise<number> => {
    if (!words || next * 4 >= words.byteLength) {
      words = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`sms-fair-dice/1\n${log}\n${seq}\n${clientSeed}\n${block++}`)));
      next = 0;
    }
    return words.getUint32(4 * next++, false);
  };
  const faces: number[] = [];
  for (const [min, max] of ranges) {
    const span = max - min + 1;
    const limit = 2 ** 32 - (2 ** 32 % span);
    for (;;) {
      const value = await word();
      if (value < limit) {
        faces.push(min + (value % span));
        break;
      }
    }
  }
  return faces;
}

export async function checkRoll(roll: { payload: string; serverSeed?: string | null; commitment?: string | null; faces: number[] }): Promise<FairCheck> {
  if (!roll.serverSeed || !roll.commitment) return { status: 'sealed' };
  if (typeof crypto === 'undefined' || !crypto.subtle) return { status: 'unsupported' };
  if (!/^[0-9a-f]{64}$/.test(roll.serverSeed)) return { status: 'bad-seed' };
  const commitment = hex(await crypto.subtle.digest('SHA-256', seedBytes(roll.serverSeed)));
  if (commitment !== roll.commitment) return { status: 'bad-seed' };
  const logged = JSON.parse(roll.payload) as LoggedPayload;
  const fairness = logged.fairness;
  if (!fairness?.ranges || !logged.characterId || !logged.seq) return { status: 'sealed' };
  const place = fairness.derivedAt ?? { log: logged.characterId, seq: logged.seq };
  const faces = await redraw(roll.serverSeed, fairness.clientSeed ?? '', place.log, place.seq, fairness.ranges);
  const same = faces.length === roll.faces.length && faces.every((face, i) => face === roll.faces[i]);
  return { status: same ? 'agrees' : 'disagrees', faces };
}
