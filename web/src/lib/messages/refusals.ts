import type { Words } from './violations';

/**
 * Refusals in words (merged into the app's dictionary by ../i18n.ts). The API says what it
 * refused for programs: a ValidationError's issue by its `code` (zod's, or the API's own) and the
 * bound it breaks, never to be shown as such ("race.name: Too small: expected string to have
 * >=1 characters"); the sentence a person reads is made here, in the page's language.
 */

/** A ValidationError's issue as the app asks for it (FailureFields). */
export interface IssueCode {
  code?: string | null;
  limit?: number | null;
  kind?: string | null;
}

/** A rule's breach as the app asks for it (FailureFields). */
export interface ViolationCode {
  code: string;
  message: string;
  params?: readonly { name: string; value: string }[] | null;
}

let ruleWords: { EN: Words; FR: Words } | null = null;

/**
 * The rule sentences (every code in two languages, ~10 KB gzip) load right after the first
 * screen, in their own chunk: a refusal only comes after the person has sent something.
 */
export const violationWordsLoaded: Promise<void> = import('./violations').then(
  (m) => {
    ruleWords = { EN: m.VIOLATIONS_EN, FR: m.VIOLATIONS_FR };
  },
  () => undefined,
);

/** The catalogue's sentence for the code with its params, or the API's English message for a code it lacks. */
function violationIn(lang: 'EN' | 'FR') {
  return (v: ViolationCode): string => {
    const say = ruleWords?.[lang][v.code];
    if (!say) return v.message;
    const params = Object.fromEntries((v.params ?? []).map((p) => [p.name, p.value]));
    // A sentence needs its values: an older server sending none gets its own message back.
    const sentence = say(params);
    return sentence.includes('undefined') ? v.message : sentence;
  };
}

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

function issueEn({ code, limit, kind }: IssueCode): string {
  const n = limit ?? 0;
  switch (code) {
    case 'too_small':
      if (kind === 'string') return n <= 1 ? 'Fill this in.' : `At least ${n} characters.`;
      if (kind === 'array' || kind === 'set') return n <= 1 ? 'Choose at least one.' : `Choose at least ${n}.`;
      return `At least ${n}.`;
    case 'too_big':
      if (kind === 'string') return `At most ${n} ${plural(n, 'character', 'characters')}.`;
      if (kind === 'array' || kind === 'set') return `At most ${n}.`;
      return `At most ${n}.`;
    case 'invalid_type':
      return 'Fill this in with a value of the right kind.';
    case 'invalid_format':
      return 'Not in the expected form.';
    case 'invalid_value':
      return 'Not one of the choices.';
    case 'not_in_campaign':
      return 'Not part of this campaign.';
    case 'unstorable_text':
      return 'Contains an invisible or control character: retype it.';
    case 'refused_url':
      return 'This address is refused: a public https address is needed.';
    default:
      return 'This combination is not accepted: check this part of the form.';
  }
}

function issueFr({ code, limit, kind }: IssueCode): string {
  const n = limit ?? 0;
  switch (code) {
    case 'too_small':
      if (kind === 'string') return n <= 1 ? 'À remplir.' : `Au moins ${n} caractères.`;
      if (kind === 'array' || kind === 'set') return n <= 1 ? 'Choisissez-en au moins un.' : `Choisissez-en au moins ${n}.`;
      return `Au moins ${n}.`;
    case 'too_big':
      if (kind === 'string') return `Au plus ${n} ${plural(n, 'caractère', 'caractères')}.`;
      return `Au plus ${n}.`;
    case 'invalid_type':
      return 'À remplir avec une valeur du bon type.';
    case 'invalid_format':
      return 'Pas dans la forme attendue.';
    case 'invalid_value':
      return 'Ne fait pas partie des choix.';
    case 'not_in_campaign':
      return 'Ne fait pas partie de cette campagne.';
    case 'unstorable_text':
      return 'Contient un caractère invisible ou de contrôle\u00a0: retapez-le.';
    case 'refused_url':
      return 'Adresse refusée\u00a0: il faut une adresse https publique.';
    default:
      return "Cette combinaison n'est pas acceptée\u00a0: vérifiez cette partie du formulaire.";
  }
}

export const EN = {
  issueWords: issueEn,
  violationWords: violationIn('EN'),
};

export const FR: typeof EN = {
  issueWords: issueFr,
  violationWords: violationIn('FR'),
};
