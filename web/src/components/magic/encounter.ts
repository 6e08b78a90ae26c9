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
  /**
   * This character's declaration of the current turn that announced a spell not cast yet: the
   * cast is that spell (it was booked when declared), and the NPCs countering it count (issue 39).
   */
  declarationId: string | null;
}

interface TurnDeclaration {
  id: string;
  by: { characterId: string };
  castsSpell: boolean;
  spellResolved: boolean;
}

/** The running encounter, with whether this character's next spell should book its limit by default. */
export function runningEncounter(
  node: { id: string; name: string; participants: { characterId: string; spellCast: boolean }[]; declarations?: readonly TurnDeclaration[] } | null | undefined,
  characterId: string,
): RunningEncounter | null {
  if (!node) return null;
  const me = node.participants.find((p) => p.characterId === characterId);
  const declared = [...(node.declarations ?? [])].reverse().find((d) => d.by.characterId === characterId && d.castsSpell && !d.spellResolved) ?? null;
  return { id: node.id, name: node.name, book: Boolean(me && (!me.spellCast || declared)), declarationId: declared?.id ?? null };
}

/**
 * "In the running encounter" (books the one-spell limit). Until the player touches it, it follows
 * the encounter: ticked for a participant with no spell in its window, unticked once it has cast.
 */
export function useInEncounter(encounter: RunningEncounter | null): [boolean, (v: boolean) => void] {
  const [chosen, setChosen] = useState<boolean | null>(null);
  return [Boolean(encounter) && (chosen ?? encounter!.book), setChosen];
}

