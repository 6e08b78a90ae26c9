/**
 * A tool folded under its name (a <details> card): a screen with many forms reads as a list of
 * what one can do, and a phone scrolls past a few lines instead of every form. Opened, it stays
 * mounted while folded again, so nothing typed is lost. `open`: unfold it from outside (a tool
 * something else on the screen aims at, the counter-spell from "Counter this spell").
 *
 * Inside a `ToolGroup` (the GM's screen, issue 39 item 4) one tool is open at a time: opening one
 * folds the one that was open. The open tool's name (its title without a trailing count, "Restore
 * mana (3 / 5)" → "Restore mana") is kept in the hash (`?tool=`), so a reload unfolds it again.
 */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { useHashParam } from '../lib/router';

interface Group {
  /** The open tool (an instance's number: the same title may show twice, and a title changes with the language). */
  open: number | null;
  remembered: string | null;
  setOpen: (tool: number | null, name: string | null) => void;
}

const ToolGroupContext = createContext<Group | null>(null);
let instances = 0;

export function ToolGroup({ children }: { children: ComponentChildren }) {
  const [remembered, remember] = useHashParam('tool');
  const [open, setOpenTool] = useState<number | null>(null);
  const setOpen = (tool: number | null, name: string | null) => {
    setOpenTool(tool);
    remember(name);
  };
  return <ToolGroupContext.Provider value={{ open, remembered, setOpen }}>{children}</ToolGroupContext.Provider>;
}

export function Tool({ title, children, open, testId }: { title: string; children: ComponentChildren; open?: boolean; testId?: string }) {
  const group = useContext(ToolGroupContext);
  const me = useRef(0);
  if (!me.current) me.current = ++instances;
  const name = title.replace(/\s*\(.*\)$/, '');
  useEffect(() => {
    // Reloaded with this tool open, or aimed at from outside: it becomes the group's open one.
    if (group && (open || (group.open === null && group.remembered === name))) group.setOpen(me.current, name);
  }, [open]);
  const shown = group ? group.open === me.current : open;
  return (
    <details
      class="card tool"
      open={shown}
      data-testid={testId}
      onToggle={(event) => {
        if (!group) return;
        const now = (event.currentTarget as HTMLDetailsElement).open;
        if (now && group.open !== me.current) group.setOpen(me.current, name);
        else if (!now && group.open === me.current) group.setOpen(null, null);
      }}
    >
      <summary>{title}</summary>
      {children}
    </details>
  );
}
