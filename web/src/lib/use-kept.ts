/**
 * The last data a query returned. urql replaces `data` with nothing when a refetch fails (a
 * phone losing its Wi-Fi): a screen keeps what it last showed instead, beside a notice, and
 * the next successful refetch replaces it.
 */
import { useRef } from 'preact/hooks';

export function useKept<T>(value: T | null | undefined): T | undefined {
  const kept = useRef<T | undefined>(undefined);
  if (value !== undefined && value !== null) kept.current = value;
  return kept.current;
}
