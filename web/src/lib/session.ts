/** The API key lives in this browser only (localStorage); the user copies it to another device. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
const STORAGE_KEY = 'sms.apiKey';

export function loadApiKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Without storage (a cross-origin frame, storage disabled) the key lasts as long as the page. */
export function saveApiKey(key: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, key.trim());
  } catch {}
}

export function forgetApiKey(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {}
}

/**
 * The key the app holds, for the few requests that are not GraphQL (the campaign archive: a file
 * both ways). Not read again from storage: without storage it lives only in the app's state.
 */
export const ApiKeyContext = createContext<string | null>(null);

export function useApiKey(): string | null {
  return useContext(ApiKeyContext);
}
