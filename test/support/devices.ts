/**
 * A browser as the API sees it, for API tests through `yoga.fetch`: it keeps the cookies the
 * app sets (as a browser does; script never sees them there), sends its Origin and user agent,
 * and answers passkey prompts with a software authenticator (./authenticator.ts).
 */
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { SoftAuthenticator } from './authenticator.js';

export class Device {
  /** name → value of the cookies this device holds. */
  readonly cookies = new Map<string, string>();
  readonly authenticator: SoftAuthenticator;
  /** Every Set-Cookie header received, as sent. */
  readonly setCookies: string[] = [];
  /** Sent with every request (e.g. `x-test-client`: the address rate limits see). */
  headers: Record<string, string> = {};
  constructor(
    /** The app (`yoga.fetch` through a TestApp) or any fetch to a running server (workerd). */
    readonly app: Pick<TestApp, 'fetch'>,
    readonly origin = 'http://localhost:4000',
    readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    authenticator?: SoftAuthenticator,
  ) {
    this.authenticator = authenticator ?? new SoftAuthenticator(origin);
  }

  async fetch(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.origin, 'user-agent': this.userAgent, ...(cookie ? { cookie } : {}), ...this.headers, ...headers },
      body: JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      this.setCookies.push(set);
      const [pair, ...attributes] = set.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
    return (await this.fetch({ query, variables }, headers)).json();
  }

  async signUp(name: string): Promise<{ userId: string; recoveryCodes: string[] }> {
    const start = await this.gql(`mutation($n: String!) { startPasskeySignUp(input: { name: $n }) { __typename ... on PasskeyChallenge { challengeId options } } }`, { n: name });
    expect(start.errors).toBeUndefined();
    const { challengeId, options } = start.data.startPasskeySignUp;
    const credential = await this.authenticator.create(options);
    const done = await this.gql(FINISH_SIGN_UP, { input: { challengeId, credential } });
    expect(done.errors).toBeUndefined();
    expect(done.data.finishPasskeySignUp.__typename).toBe('SignedIn');
    return { userId: done.data.finishPasskeySignUp.user.id, recoveryCodes: done.data.finishPasskeySignUp.recoveryCodes };
  }

  /** Both steps of a passkey sign-in; the second step's answer. */
  async signIn(): Promise<any> {
    const start = await this.gql(`mutation { startPasskeySignIn { __typename ... on PasskeyChallenge { challengeId options } } }`);
    expect(start.errors).toBeUndefined();
    const { challengeId, options } = start.data.startPasskeySignIn;
    const credential = await this.authenticator.get(options);
    return this.gql(FINISH_SIGN_IN, { input: { challengeId, credential } });
  }

  async me(): Promise<{ id: string; name: string } | null> {
    const res = await this.gql(`{ me { id name } }`);
    return res.data?.me ?? null;
  }
}

export const FINISH_SIGN_UP = `mutation($input: PasskeyAnswerInput!) { finishPasskeySignUp(input: $input) { __typename ... on SignedIn { user { id name } recoveryCodes } ... on Error { code message } } }`;
export const FINISH_SIGN_IN = `mutation($input: PasskeyAnswerInput!) { finishPasskeySignIn(input: $input) { __typename ... on SignedIn { user { id name } } ... on Error { code message } } }`;
