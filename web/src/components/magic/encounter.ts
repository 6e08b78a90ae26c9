/** The running encounter as the magic forms see it, and their "in the encounter" box. */
import { useState } from 'preact/hooks';

/**
 * The running encounter as the magic forms see it. `book`: whether "in the encounter" starts
 * ticked — only for a participant that has no spell in its window yet, since ticking it for one
 * that has cast would only earn the one-spell refusal (SMS §5; issue 39).
 */
export interface RunningEncounter {
  id: string;
  name: string;
  book: boolean;
}

/** The running encounter, with whether this character's next spell should book its limit by default. */
export function runningEncounter(
  node: { id: string; name: string; participants: { characterId: string; spellCast: boolean }[] } | null | undefined,
  characterId: string,
): RunningEncounter | null {
  if (!node) return null;
  const me = node.participants.find((p) => p.characterId === characterId);
  return { id: node.id, name: node.name, book: Boolean(me && !me.spellCast) };
}

/**
 * "In the running encounter" (books the one-spell limit). Until the player touches it, it follows
 * the encounter: ticked for a participant with no spell in its window, unticked once it has cast.
 */
export function useInEncounter(encounter: RunningEncounter | null): [boolean, (v: boolean) => void] {
  const [chosen, setChosen] = useState<boolean | null>(null);
  return [Boolean(encounter) && (chosen ?? encounter!.book), setChosen];
}

