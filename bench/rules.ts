/**
 * Rules-core throughput: SMS action resolutions per second with the crypto Rng, beside a common
 * dice library (@dice-roller/rpg-dice-roller) rolling the same dice in the same run.
 */
import { DiceRoller } from '@dice-roller/rpg-dice-roller';
import { cryptoRng, seededRng } from '../src/rules/dice.js';
import { resolveAction } from '../src/rules/sms/resolution.js';
import type { DeclaredModule } from '../src/rules/sms/resolution.js';

const MODULES: DeclaredModule[] = [
  { id: 'm1', name: 'Escrime', scope: 2, polarity: 'POSITIVE', rank: 3 },
  { id: 'm2', name: 'Agile', scope: 5, polarity: 'POSITIVE', rank: 1 },
  { id: 'w1', name: 'Entaille', scope: 1, polarity: 'NEGATIVE', rank: 2 },
  { id: 'r1', name: 'Résistance à la douleur', scope: 2, polarity: 'RESISTIVE', rank: 1 },
];
const DICE = [4, 6, 8, 10, 12];

function perSecond(fn: (i: number) => void, iterations: number): number {
  for (let i = 0; i < Math.min(2000, iterations); i++) fn(i); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) fn(i);
  return iterations / ((performance.now() - t0) / 1000);
}

export function benchRules(iterations = 200_000) {
  const crypto = cryptoRng();
  const seeded = seededRng(7);
  const roller = new DiceRoller();
  const sms = perSecond((i) => {
    const r = resolveAction(crypto, { modules: MODULES, difficulty: DICE[i % DICE.length]! });
    if (!r.ok) throw new Error('bench input refused');
  }, iterations);
  const smsSeeded = perSecond((i) => {
    resolveAction(seeded, { modules: MODULES, difficulty: DICE[i % DICE.length]! });
  }, iterations);
  const library = perSecond((i) => {
    roller.roll(`1d${DICE[i % DICE.length]}`);
  }, Math.floor(iterations / 4));
  const bareCrypto = perSecond((i) => {
    crypto.int(1, DICE[i % DICE.length]!);
  }, iterations);
  return { sms, smsSeeded, library, bareCrypto };
}
