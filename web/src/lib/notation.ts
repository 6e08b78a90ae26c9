/**
 * A module in SMS §1 notation, as the rules core prints it (`Escrime (2) : 3`, `Peur (-2) : 1`,
 * `Armure (*2) : 2`): the space before the colon belongs to the notation, in both languages, and
 * is a no-break one so that a narrow screen never starts a line with ": 3".
 */
export function moduleNotation(m: { name: string; scope: number; rank: number; polarity?: string | null }): string {
  const sign = m.polarity === 'NEGATIVE' ? '-' : m.polarity === 'RESISTIVE' ? '*' : '';
  return `${m.name} (${sign}${m.scope})\u00a0: ${m.rank}`;
}
