/**
 * Discord's size limits (its "Embed Limits" and message documentation): content 2000
 * characters; at most 10 embeds per message and 6000 characters across them; title 256,
 * description 4096, 25 fields of name 256 / value 1024, footer 2048, author name 256.
 * A message is shortened to fit, never refused: a text cut keeps an ellipsis; fields past the
 * 25th or past the total are dropped, the last kept one saying how many more there were.
 */
import type { DiscordMessage } from './rest.js';

export const LIMITS = { content: 2000, embeds: 10, total: 6000, title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, footer: 2048, author: 256 } as const;

/** Characters kept for the closing "…" / "+N" field (N ≤ 25 digits' worth). */
const SUMMARY_ROOM = 8;

interface Embed {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
  author?: { name: string };
  timestamp?: string;
}

/** `text` in at most `max` characters (code points, so no surrogate pair is split). */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function length(text: string | undefined): number {
  return text ? Array.from(text).length : 0;
}

function fitEmbed(e: Embed, budget: number): { embed: Embed; used: number } {
  const out: Embed = { ...e };
  let used = 0;
  // Texts leave room for the summary field ("…", "+N") that may close the list.
  const room = budget - SUMMARY_ROOM;
  const take = (text: string | undefined, max: number) => {
    if (text === undefined) return undefined;
    const t = cut(text, Math.max(1, Math.min(max, room - used)));
    used += length(t);
    return t;
  };
  if (e.title !== undefined) out.title = take(e.title, LIMITS.title)!;
  if (e.author) out.author = { name: take(e.author.name, LIMITS.author)! };
  if (e.description !== undefined) out.description = take(e.description, LIMITS.description)!;
  if (e.footer) out.footer = { text: take(e.footer.text, LIMITS.footer)! };
  if (e.fields) {
    const fields: NonNullable<Embed['fields']> = [];
    for (const [index, f] of e.fields.entries()) {
      const left = e.fields.length - index;
      // Room for this field, or stop: the last slot says how many were left out.
      if ((fields.length === LIMITS.fields - 1 && left > 1) || room - used < 40) {
        const more = `+${left}`;
        fields.push({ name: '…', value: more });
        used += 1 + more.length;
        break;
      }
      const name = take(f.name, LIMITS.fieldName)!;
      const value = take(f.value || '—', LIMITS.fieldValue)!;
      fields.push({ name, value, ...(f.inline !== undefined ? { inline: f.inline } : {}) });
    }
    out.fields = fields;
  }
  return { embed: out, used };
}

/** The message within Discord's limits. */
export function fitMessage(message: DiscordMessage): DiscordMessage {
  const out: DiscordMessage = { ...message };
  if (message.content !== undefined) out.content = cut(message.content, LIMITS.content);
  if (message.embeds) {
    let budget: number = LIMITS.total;
    const embeds: Embed[] = [];
    for (const raw of (message.embeds as Embed[]).slice(0, LIMITS.embeds)) {
      if (budget <= 0) break;
      const { embed, used } = fitEmbed(raw, budget);
      embeds.push(embed);
      budget -= used;
    }
    out.embeds = embeds;
  }
  return out;
}
