import type { CannedResponse } from '@orbita/contracts/chats';

/** The `/atalho` being typed: a `/` at the start of the text or after a space, up to the caret. */
export function slashQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([\w-]*)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]!.toLowerCase() };
}

/** Shortcuts that start with the query first, then those that contain it (shortcut or text). */
export function filterCanned(items: CannedResponse[], query: string, max = 8): CannedResponse[] {
  const q = query.toLowerCase();
  const starts = items.filter((c) => c.shortcut.startsWith(q));
  const rest = items.filter(
    (c) =>
      !c.shortcut.startsWith(q) && (c.shortcut.includes(q) || c.text.toLowerCase().includes(q)),
  );
  return [...starts, ...rest].slice(0, max);
}

/** The text with `/query` replaced by the response, and where the caret goes. */
export function insertCanned(
  text: string,
  slash: { start: number; query: string },
  response: string,
): { text: string; caret: number } {
  const end = slash.start + 1 + slash.query.length;
  const next = text.slice(0, slash.start) + response + text.slice(end);
  return { text: next, caret: slash.start + response.length };
}
