import type { Priority, Size } from '../flow/vocabulary';
import { addDays, dayFromUtc, findPhrases, type Candidate, type Day } from './phrases';

/**
 * Quick-add (Todoist-style) in pt-BR: `Ligar para Ana amanhã 18h #clientes !alta ~P`.
 * Dates and hours from the phrases in `phrases.ts` (why not a library: see there); `#tag`,
 * `!prioridade` and `~tamanho` by hand. Shared by the server (capture from any client) and
 * the web client (live preview), so both read the same thing. Days and hours are São
 * Paulo's (America/Sao_Paulo).
 */

export type QuickAddTokenKind = 'date' | 'time' | 'tag' | 'priority' | 'size';

export interface QuickAddToken {
  kind: QuickAddTokenKind;
  /** The text as typed, and where it was (UTF-16 offsets into the input, end exclusive). */
  text: string;
  start: number;
  end: number;
}

/** A part the person undid in the preview: the same kind and text stay plain text. */
export type QuickAddLiteral = Pick<QuickAddToken, 'kind' | 'text'>;

export interface QuickAddOptions {
  literal?: readonly QuickAddLiteral[];
}

export interface QuickAddResult {
  /** The input without the recognized pieces, spaces tidied. */
  content: string;
  /** UTC ISO instant; a day without an hour means the end of that day (23:59 in São Paulo). */
  dueAt: string | null;
  dueHasTime: boolean;
  tags: string[];
  priority: Priority | null;
  size: Size | null;
  tokens: QuickAddToken[];
}

export const QUICK_ADD_TIME_ZONE = 'America/Sao_Paulo';

const priorityWords: Record<string, Priority> = {
  critica: 'critical',
  urgente: 'critical',
  alta: 'high',
  media: 'medium',
  normal: 'normal',
  baixa: 'low',
};

const sizeWords: Record<string, Size> = { pp: 'PP', p: 'P', m: 'M', g: 'G', gg: 'GG', xg: 'XG' };

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

let wallClock: Intl.DateTimeFormat | undefined;

/** Minutes to add to UTC to get São Paulo's wall clock at `instant` (−180 since 2019). */
export function saoPauloOffsetMinutes(instant: Date): number {
  // Made once: building a formatter costs more than the rest of a parse (every keystroke).
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: QUICK_ADD_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = wallClock.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const boundaryBefore = '(?<=^|\\s)';
const boundaryAfter = '(?=$|[\\s,.;:!?])';

const isLiteral = (literal: readonly QuickAddLiteral[], kind: QuickAddTokenKind, text: string) =>
  literal.some((l) => l.kind === kind && l.text.toLowerCase() === text.toLowerCase());

function findMarkers(input: string, literal: readonly QuickAddLiteral[]) {
  const found: QuickAddToken[] = [];
  const tags: string[] = [];
  let priority: Priority | null = null;
  let size: Size | null = null;
  const marker = new RegExp(`${boundaryBefore}([#!~])([\\p{L}\\p{N}_-]+)${boundaryAfter}`, 'gu');
  for (const match of input.matchAll(marker)) {
    const [text, sigil, word] = match as unknown as [string, string, string];
    const key = stripAccents(word).toLowerCase();
    const kind: QuickAddTokenKind | null =
      sigil === '#'
        ? 'tag'
        : sigil === '!' && priorityWords[key]
          ? 'priority'
          : sigil === '~' && sizeWords[key]
            ? 'size'
            : null;
    if (!kind || isLiteral(literal, kind, text)) continue;
    if (kind === 'tag' && !tags.includes(word.toLowerCase())) tags.push(word.toLowerCase());
    if (kind === 'priority') priority = priorityWords[key]!;
    if (kind === 'size') size = sizeWords[key]!;
    found.push({ kind, start: match.index, end: match.index + text.length, text });
  }
  return { found, tags, priority, size };
}

/** Little words that only tie the date to the sentence ("pagar até sexta"): dropped with it. */
const connective = /(?:^|\s)(?:até|ate|para|pra|na|no|em)\s*$/iu;

/** The phrase as a token: with the little word before it, if any. */
function tokenOf(input: string, c: Candidate): QuickAddToken {
  let start = c.start;
  const tie = connective.exec(input.slice(0, start));
  if (tie) start -= tie[0].trimStart().length;
  return { kind: c.kind, start, end: c.end, text: input.slice(start, c.end) };
}

/**
 * The first date phrase and the first time phrase not undone and not overlapping what was
 * already taken; at the same place the longer one wins ("depois de amanhã" over "amanhã").
 */
function pick(input: string, candidates: Candidate[], literal: readonly QuickAddLiteral[]) {
  const taken: { candidate: Candidate; token: QuickAddToken }[] = [];
  const ordered = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  for (const c of ordered) {
    if (taken.some((t) => t.candidate.kind === c.kind)) continue;
    if (taken.some((t) => c.start < t.candidate.end && t.candidate.start < c.end)) continue;
    const token = tokenOf(input, c);
    if (isLiteral(literal, c.kind, token.text)) continue;
    taken.push({ candidate: c, token });
  }
  return taken;
}

const instant = (d: Day, hour: number, minute: number, offsetMinutes: number) =>
  new Date(Date.UTC(d.year, d.month - 1, d.day, hour, minute) - offsetMinutes * 60_000);

/**
 * Parses quick-add text as of `now`. Pure: the same input, clock and options give the same
 * answer. `literal` lists the parts undone in the preview: they stay in the content.
 */
export function parseQuickAdd(
  input: string,
  now: Date = new Date(),
  { literal = [] }: QuickAddOptions = {},
): QuickAddResult {
  const { found, tags, priority, size } = findMarkers(input, literal);
  // Markers are blanked (same length) before the dates are read, so offsets still match.
  let masked = input;
  for (const f of found)
    masked = masked.slice(0, f.start) + ' '.repeat(f.end - f.start) + masked.slice(f.end);

  const offset = saoPauloOffsetMinutes(now);
  const today = dayFromUtc(new Date(now.getTime() + offset * 60_000));
  // A day that does not exist ("31/04") is no date: the text stays as typed.
  const phrases = findPhrases(masked).filter((c) => c.kind === 'time' || c.day?.(today));
  const taken = pick(input, phrases, literal);
  const date = taken.find((t) => t.candidate.kind === 'date');
  const time = taken.find((t) => t.candidate.kind === 'time');
  const day = date?.candidate.day?.(today) ?? null;
  let dueAt: Date | null = null;
  if (time) {
    const { hour = 0, minute = 0 } = time.candidate;
    dueAt = instant(day ?? today, hour, minute, offset);
    // An hour alone that has passed today means tomorrow ("ver 9h" at 10:00).
    if (!day && dueAt <= now) dueAt = instant(addDays(today, 1), hour, minute, offset);
  } else if (day) {
    dueAt = instant(day, 23, 59, offset);
  }
  for (const t of taken) if (t.candidate.kind === 'time' || day) found.push(t.token);

  found.sort((a, b) => a.start - b.start);
  let content = '';
  let cursor = 0;
  for (const f of found) {
    content += input.slice(cursor, f.start) + ' ';
    cursor = f.end;
  }
  content = (content + input.slice(cursor)).replace(/\s+/g, ' ').trim();

  return {
    content,
    dueAt: dueAt ? dueAt.toISOString() : null,
    dueHasTime: Boolean(time),
    tags,
    priority,
    size,
    tokens: found,
  };
}
