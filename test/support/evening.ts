/**
 * What test/e2e/table-sms-evening.test.ts needs beyond test/support/browser.ts: the app's words
 * in the two languages a table speaks (so one player plays in French), the passkey sign-up and the
 * builder done through the screens in either language, and the proof that nothing left the app:
 * every request every page sends is recorded, and the test process's own fetch is watched.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addVirtualAuthenticator, expectNoSecretInReachOfScript } from './browser.js';

/** The few labels the evening types or clicks, as web/src/lib/i18n.ts and messages/ give them. */
export const WORDS = {
  EN: {
    yourName: 'Your name',
    signUp: 'Sign up with a passkey',
    codesSaved: 'I have saved these codes',
    continue: 'Continue',
    myCampaigns: 'My campaigns',
    inviteCode: 'Invite code',
    join: 'Join',
    newCharacter: 'New character',
    characterName: 'Character name',
    human: 'Human',
    saveDraft: 'Create the draft',
    addModule: 'Add module',
    module: 'Module',
    scope: 'Scope',
    rank: 'Rank',
    activate: 'Activate',
  },
  FR: {
    yourName: 'Votre nom',
    signUp: 'Créer mon compte avec une clé d’accès',
    codesSaved: 'J’ai gardé ces codes',
    continue: 'Continuer',
    myCampaigns: 'Mes campagnes',
    inviteCode: "Code d'invitation",
    join: 'Rejoindre',
    newCharacter: 'Nouveau personnage',
    characterName: 'Nom du personnage',
    human: 'Humain',
    saveDraft: 'Créer le brouillon',
    addModule: 'Ajouter un module',
    module: 'Module',
    scope: 'Portée',
    rank: 'Rang',
    activate: 'Activer',
  },
} as const;
export type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * Signs up with a passkey (Chromium's virtual authenticator) on the welcome screen, in the page's
 * language, keeps the recovery codes, and waits for the home screen (its heading). Nothing of
 * the session is left where script can read it.
 */
export async function signUpOnScreen(page: Page, base: string, name: string, w: Words): Promise<void> {
  await addVirtualAuthenticator(page);
  await page.goto(base);
  await page.getByLabel(w.yourName).fill(name);
  await page.getByRole('button', { name: w.signUp }).click();
  await page.getByTestId('recovery-codes').waitFor({ timeout: 15_000 });
  await page.getByLabel(w.codesSaved).check();
  await page.getByRole('button', { name: new RegExp(w.continue) }).click();
  await page.getByRole('heading', { name: w.myCampaigns }).waitFor({ timeout: 15_000 });
  await expectNoSecretInReachOfScript(page);
}

/** Joins with the code, waits for the campaign's player view, then builds a Human and activates it. */
export async function joinAndBuild(page: Page, w: Words, inviteCode: string, name: string, modules: [string, number, number][], onDraft?: () => Promise<void>) {
  await page.getByLabel(w.inviteCode).fill(inviteCode);
  await page.getByRole('button', { name: w.join, exact: true }).click();
  await page.getByRole('link', { name: w.newCharacter }).click({ timeout: 15_000 });
  await page.getByLabel(w.characterName).fill(name);
  await page.getByLabel(w.human).check();
  await page.getByRole('button', { name: w.saveDraft }).click();
  const left = page.getByTestId('xp-left');
  await left.waitFor({ timeout: 15_000 });
  const add = page.getByRole('form', { name: w.addModule });
  for (const [module, scope, rank] of modules) {
    const before = await left.textContent();
    await add.getByLabel(w.module, { exact: true }).fill(module);
    await add.getByLabel(w.scope).fill(String(scope));
    await add.getByLabel(w.rank).fill(String(rank));
    await add.getByRole('button', { name: w.addModule }).click();
    // The next module waits for the server's new budget, not for a fixed time.
    await expect.poll(() => left.textContent(), { timeout: 15_000 }).not.toBe(before);
  }
  await onDraft?.();
  await page.getByRole('button', { name: w.activate }).click();
  await page.getByRole('article', { name }).waitFor({ timeout: 15_000 });
}

/** Every request the pages send, and the GraphQL operations among them (by name). */
export interface Traffic {
  urls: string[];
  operations: Set<string>;
  watch(page: Page): void;
}

export function recordTraffic(): Traffic {
  const urls: string[] = [];
  const operations = new Set<string>();
  return {
    urls,
    operations,
    watch(page) {
      page.on('request', (request) => {
        urls.push(request.url());
        const body = request.method() === 'POST' ? request.postData() : null;
        const name = body?.match(/"operationName"\s*:\s*"(\w+)"/)?.[1] ?? body?.match(/\b(?:mutation|query)\s+(\w+)/)?.[1];
        if (name) operations.add(name);
      });
    },
  };
}

/**
 * From here on, any fetch of the test process itself is recorded (and still made): the evening
 * must need none, so every change of state seen in it came through the pages.
 */
export function watchOwnFetches(): { calls: string[]; restore(): void } {
  const real = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return real(input, init);
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = real;
    },
  };
}
