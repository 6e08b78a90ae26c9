/**
 * A tool folded under its name (a <details> card): a screen with many forms reads as a list of
 * what one can do, and a phone scrolls past a few lines instead of every form. Opened, it stays
 * mounted while folded again, so nothing typed is lost. `open`: unfold it from outside (a tool
 * something else on the screen aims at, the counter-spell from "Counter this spell").
 */
import type { ComponentChildren } from 'preact';

export function Tool({ title, children, open, testId }: { title: string; children: ComponentChildren; open?: boolean; testId?: string }) {
  return (
    <details class="card tool" open={open} data-testid={testId}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}
