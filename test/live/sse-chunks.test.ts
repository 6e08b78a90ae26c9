/**
 * The SSE answer's chunks (src/live/sse.ts, issue 40 item 3): events ready in the same turn go
 * out in one chunk, the stream's first alone; an event still to come never holds back those
 * already read; each event keeps the cursor the stream set as it yielded it.
 */
import { describe, expect, it } from 'vitest';
import { sseResponse } from '../../src/live/sse.js';

const fetchAPI = { ReadableStream, Response };

/** Every chunk of the body, as text, until it ends. */
async function chunks(response: Response, until?: (chunk: string) => void): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const out: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    const text = decoder.decode(value);
    out.push(text);
    until?.(text);
  }
}

describe('SSE chunks', () => {
  it('sends the first event alone, then every ready event in one chunk, ids in order', async () => {
    const state = { cursor: null as string | null };
    async function* events() {
      for (let i = 1; i <= 5; i++) {
        state.cursor = String(i);
        yield { n: i };
      }
    }
    const got = await chunks(sseResponse(events(), state, 60_000, fetchAPI));
    expect(got[0]).toBe(':\n\n');
    expect(got[1]).toBe('id: 1\nevent: next\ndata: {"n":1}\n\n');
    expect(got.slice(2).join('')).toBe(
      `${[2, 3, 4, 5].map((n) => `id: ${n}\nevent: next\ndata: {"n":${n}}\n\n`).join('')}event: complete\ndata:\n\n`,
    );
    // Four ready events and the end: one chunk, not five.
    expect(got.length).toBe(3);
  });

  it('never holds back an event already read while the next one is still to come', async () => {
    const state = { cursor: null as string | null };
    let release!: () => void;
    const third = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* events() {
      yield { n: 1 };
      yield { n: 2 };
      // The third waits until the second has reached the client: held back, it never would.
      await third;
      yield { n: 3 };
    }
    const got = await chunks(sseResponse(events(), state, 60_000, fetchAPI), (chunk) => {
      if (chunk.includes('"n":2')) release();
    });
    const text = got.join('');
    expect(text.indexOf('"n":1')).toBeLessThan(text.indexOf('"n":2'));
    expect(text.indexOf('"n":2')).toBeLessThan(text.indexOf('"n":3'));
    expect(text.endsWith('event: complete\ndata:\n\n')).toBe(true);
  }, 10_000);
});
