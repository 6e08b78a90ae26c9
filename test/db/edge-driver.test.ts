/** The Worker's driver choice (src/db/edge-driver.ts, issue 40 item 8): Hyperdrive first, Neon's driver for Neon, node-postgres otherwise. */
import { describe, expect, it } from 'vitest';
import { chooseDriver } from '../../src/db/edge-driver.js';

const NEON = 'postgresql://app:secret@ep-cool-sun-123456.eu-central-1.aws.neon.tech/app?sslmode=require';
const PLAIN = 'postgres://postgres@127.0.0.1:5432/sms';

describe('chooseDriver', () => {
  it('Hyperdrive when bound, even for a Neon DATABASE_URL or an explicit driver', () => {
    expect(chooseDriver({ HYPERDRIVE: { connectionString: 'postgres://hd' }, DATABASE_URL: NEON, DATABASE_DRIVER: 'neon' })).toEqual({ driver: 'hyperdrive', url: 'postgres://hd' });
  });
  it("Neon's driver for a host on neon.tech (its pooled endpoint too), whatever the case", () => {
    expect(chooseDriver({ DATABASE_URL: NEON })).toEqual({ driver: 'neon', url: NEON });
    expect(chooseDriver({ DATABASE_URL: NEON.replace('ep-cool-sun-123456', 'ep-cool-sun-123456-pooler').toUpperCase().replace('POSTGRESQL', 'postgresql') }).driver).toBe('neon');
  });
  it('node-postgres otherwise: another host, a host that only contains neon.tech, a key=value string', () => {
    expect(chooseDriver({ DATABASE_URL: PLAIN })).toEqual({ driver: 'pg', url: PLAIN });
    expect(chooseDriver({ DATABASE_URL: 'postgres://u@neon.tech.example.com/db' }).driver).toBe('pg');
    expect(chooseDriver({ DATABASE_URL: 'host=db.neon.tech user=app' }).driver).toBe('pg');
  });
  it('DATABASE_DRIVER overrides the guess both ways; anything else is refused, not guessed', () => {
    expect(chooseDriver({ DATABASE_URL: PLAIN, DATABASE_DRIVER: 'neon' }).driver).toBe('neon');
    expect(chooseDriver({ DATABASE_URL: NEON, DATABASE_DRIVER: 'pg' }).driver).toBe('pg');
    expect(chooseDriver({ DATABASE_URL: NEON, DATABASE_DRIVER: '' }).driver).toBe('neon');
    expect(() => chooseDriver({ DATABASE_URL: PLAIN, DATABASE_DRIVER: 'Neon' })).toThrow('DATABASE_DRIVER must be neon or pg');
  });
  it('no database at all: none', () => {
    expect(chooseDriver({})).toEqual({ driver: 'none' });
    expect(chooseDriver({ DATABASE_URL: '' })).toEqual({ driver: 'none' });
  });
});
