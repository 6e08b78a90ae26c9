/** The API key lives in this browser only (localStorage); the user copies it to another device. */
const STORAGE_KEY = 'sms.apiKey';

export function loadApiKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveApiKey(key: string): void {
  localStorage.setItem(STORAGE_KEY, key.trim());
}

export function forgetApiKey(): void {
  localStorage.removeItem(STORAGE_KEY);
}
