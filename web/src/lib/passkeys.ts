/**
 * Passkeys in the browser through @simplewebauthn/browser, loaded when first used (not in the
 * first screen's script): the server's options in, the authenticator's answer out. Null when
 * the person closed the prompt or the device has no authenticator (the screen says so).
 */
type Browser = typeof import('@simplewebauthn/browser');
type Options<F extends (o: { optionsJSON: never }) => unknown> = Parameters<F>[0]['optionsJSON'];

export async function makePasskey(options: unknown): Promise<unknown | null> {
  try {
    const { startRegistration }: Browser = await import('@simplewebauthn/browser');
    return await startRegistration({ optionsJSON: options as Options<Browser['startRegistration']> });
  } catch {
    return null;
  }
}

export async function usePasskey(options: unknown): Promise<unknown | null> {
  try {
    const { startAuthentication }: Browser = await import('@simplewebauthn/browser');
    return await startAuthentication({ optionsJSON: options as Options<Browser['startAuthentication']> });
  } catch {
    return null;
  }
}
