/**
 * The one way to put a person in an avatar: up to two initials (first and last word), made
 * of letters only — emoji, punctuation and markup such as `<b>` never show ("B<" or "<O"
 * cannot happen). With no letter in the name, the first letter of the e-mail; with none at
 * all, null, so MUI's Avatar draws its person icon.
 */
export function personInitials(
  name: string | null | undefined,
  email?: string | null,
): string | null {
  // A tag is markup, not part of a name: `<img src=x>Ana` is Ana.
  const words = (name ?? '')
    .normalize('NFC')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .map(firstLetter)
    .filter((letter): letter is string => letter !== null);
  const letters =
    words.length > 1 ? [words[0]!, words.at(-1)!] : words.length === 1 ? [words[0]!] : [];
  if (letters.length === 0) {
    const fromEmail = firstLetter((email ?? '').split('@')[0] ?? '');
    if (fromEmail) letters.push(fromEmail);
  }
  return letters.length ? letters.join('').toLocaleUpperCase('pt-BR') : null;
}

/** The first letter of a word (any script, with its accent), or null when it has none. */
function firstLetter(word: string): string | null {
  return /\p{L}\p{M}*/u.exec(word)?.[0] ?? null;
}
