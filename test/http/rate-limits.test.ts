/**
 * Every rate limit has one home (src/primitives/rate-limits.ts); the Worker's Rate Limiting
 * bindings are declared in wrangler.toml, which cannot import it: they must say the same
 * numbers, or the two entries would limit differently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS, SIGN_IN_PER_MINUTE, SIGN_UP_PER_MINUTE } from '../../src/primitives/rate-limits.js';

const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');

function binding(name: string): { limit: number; period: number } {
  const block = toml.match(new RegExp(`name = "${name}"[\\s\\S]*?limit = (\\d+)[\\s\\S]*?period = (\\d+)`));
  expect(block, `wrangler.toml declares ${name}`).not.toBeNull();
  return { limit: Number(block![1]), period: Number(block![2]) };
}

describe('the Worker’s rate-limit bindings', () => {
  it('count sign-ups as the Node server does', () => {
    expect(binding('SIGNUP_LIMITER')).toEqual({ limit: SIGN_UP_PER_MINUTE, period: RATE_WINDOW_MS / 1000 });
  });

  it('count sign-in attempts as the Node server does', () => {
    expect(binding('SIGNIN_LIMITER')).toEqual({ limit: SIGN_IN_PER_MINUTE, period: RATE_WINDOW_MS / 1000 });
  });
});
