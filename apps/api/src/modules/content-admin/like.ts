/** An ILIKE pattern matching `text` anywhere, its wildcards taken literally; nothing for no text. */
export function likePattern(text: string | undefined): string | null {
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
