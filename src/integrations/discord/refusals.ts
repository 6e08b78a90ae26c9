/**
 * A refusal in the player's words: the sentence the table app shows for the same rule code
 * (src/words/violations.ts), in the interaction's language, with the rule it cites beside it,
 * as the app's screens do. The engine's English message shows only for a code the catalogue
 * lacks (a ValidationError, an error that is not a rule's).
 */
import { ruleSentence } from '../../words/violations.js';
import { type Lang, wordsFor } from './words.js';

export interface Refused {
  code?: string | null | undefined;
  message: string;
  rule?: string | null | undefined;
  /** The violation's values (a name, a cost), when the rules core's Violation is at hand. */
  params?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * What an operation's answer is asked about a refusal, in GraphQL: every violation with its
 * values, so the sentence names what broke ("Stealth is not on the sheet"), as the app's does.
 */
export const REFUSAL_FIELDS = '... on Error { code message } ... on RuleViolation { rule violations { code message rule params { name value } } }';

/** A refusal as the GraphQL answer carries it (REFUSAL_FIELDS). */
export interface RefusalAnswer {
  __typename?: string;
  code?: string;
  message?: string;
  rule?: string;
  violations?: { code: string; message: string; rule: string; params: { name: string; value: string }[] }[];
}

/** The refusals of an answer's RuleViolation or ValidationError, each with its values. */
export function refusedIn(answer: RefusalAnswer): Refused[] {
  if (answer.violations && answer.violations.length > 0)
    return answer.violations.map((v) => ({ code: v.code, message: v.message, rule: v.rule, params: Object.fromEntries(v.params.map((p) => [p.name, p.value])) }));
  return [{ code: answer.code, message: answer.message ?? '', rule: answer.rule }];
}

/** One line per refusal: "• sentence (rule)". */
export function refusalLine(lang: Lang, v: Refused): string {
  const params = v.params ? Object.fromEntries(Object.entries(v.params).map(([k, value]) => [k, String(value)])) : undefined;
  const sentence = (v.code && ruleSentence(lang, { code: v.code, params })) || v.message;
  return `• ${sentence}${v.rule ? ` (${v.rule})` : ''}`;
}

/** The refusals under the "Refused" heading, in `lang`. */
export function refusalText(lang: Lang, refusals: readonly Refused[]): string {
  return `**${wordsFor(lang).refused}**\n${refusals.map((v) => refusalLine(lang, v)).join('\n')}`;
}
