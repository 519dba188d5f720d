import * as chrono from 'chrono-node';
import type { Priority, Size } from '../flow/vocabulary';

/**
 * Quick-add (Todoist-style) in pt-BR: `Ligar para Ana amanhã 18h #clientes !alta ~P`.
 * Dates through chrono-node's pt locale plus two pt-BR forms it lacks ("18h"/"14h30" and
 * "dia 10"); `#tag`, `!prioridade` and `~tamanho` by hand. Shared by the server (capture
 * from any client) and the web client (live preview), so both read the same thing.
 * Days and hours are São Paulo's (America/Sao_Paulo).
 */

export type QuickAddTokenKind = 'date' | 'tag' | 'priority' | 'size';

export interface QuickAddToken {
  kind: QuickAddTokenKind;
  /** The text as typed, and where it was (UTF-16 offsets into the input, end exclusive). */
  text: string;
  start: number;
  end: number;
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

/** Minutes to add to UTC to get São Paulo's wall clock at `instant` (−180 since 2019). */
export function saoPauloOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: QUICK_ADD_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const boundaryBefore = '(?<=^|\\s)';
const boundaryAfter = '(?=$|[\\s,.;:!?])';

/** chrono's pt parser plus the hour ("18h", "às 14h30") and the day of the month ("dia 10"). */
function buildParser(): chrono.Chrono {
  const parser = chrono.pt.casual.clone();
  parser.parsers.push({
    // "3h de trabalho" is a duration, not an hour: "de" right after refuses the match.
    pattern: () =>
      new RegExp(
        `${boundaryBefore}(?:[àa]s\\s+)?([01]?\\d|2[0-3])h([0-5]\\d)?(?![\\p{L}\\d])(?!\\s+de\\s)`,
        'iu',
      ),
    extract: (_context, match) => ({
      hour: Number(match[1]),
      minute: match[2] ? Number(match[2]) : 0,
    }),
  });
  parser.parsers.push({
    pattern: () => new RegExp(`${boundaryBefore}dia\\s+([0-2]?\\d|3[01])(?![\\p{L}\\d/])`, 'iu'),
    extract: (context, match) => {
      const day = Number(match[1]);
      const ref = context.reference.getDateWithAdjustedTimezone();
      // The next such day: this month if it has not passed (today counts), else the next
      // month that has it ("dia 31" in April means 31 May).
      for (let add = 0; add < 3; add++) {
        const candidate = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + add, day));
        if (candidate.getUTCDate() !== day) continue;
        if (add === 0 && day < ref.getUTCDate()) continue;
        const components = context.createParsingComponents();
        components.assign('day', day);
        components.assign('month', candidate.getUTCMonth() + 1);
        components.assign('year', candidate.getUTCFullYear());
        return components;
      }
      return null;
    },
  });
  return parser;
}

let parserInstance: chrono.Chrono | undefined;

interface Found {
  kind: QuickAddTokenKind;
  start: number;
  end: number;
  text: string;
}

function findMarkers(input: string): {
  found: Found[];
  tags: string[];
  priority: Priority | null;
  size: Size | null;
} {
  const found: Found[] = [];
  const tags: string[] = [];
  let priority: Priority | null = null;
  let size: Size | null = null;
  const marker = new RegExp(`${boundaryBefore}([#!~])([\\p{L}\\p{N}_-]+)${boundaryAfter}`, 'gu');
  for (const match of input.matchAll(marker)) {
    const [text, sigil, word] = match as unknown as [string, string, string];
    const key = stripAccents(word).toLowerCase();
    let kind: QuickAddTokenKind | null = null;
    if (sigil === '#') {
      kind = 'tag';
      if (!tags.includes(word.toLowerCase())) tags.push(word.toLowerCase());
    } else if (sigil === '!' && priorityWords[key]) {
      kind = 'priority';
      priority = priorityWords[key];
    } else if (sigil === '~' && sizeWords[key]) {
      kind = 'size';
      size = sizeWords[key];
    }
    if (kind) found.push({ kind, start: match.index, end: match.index + text.length, text });
  }
  return { found, tags, priority, size };
}

/** Little words that only tie the date to the sentence ("pagar até sexta"): dropped with it. */
const connective = /(?:^|\s)(?:até|ate|para|pra|na|no|em)\s*$/iu;

function endOfDayUtc(year: number, month: number, day: number, offsetMinutes: number): Date {
  return new Date(Date.UTC(year, month - 1, day, 23, 59) - offsetMinutes * 60_000);
}

/** Parses quick-add text as of `now`. Pure: the same input and clock give the same answer. */
export function parseQuickAdd(input: string, now: Date = new Date()): QuickAddResult {
  parserInstance ??= buildParser();
  const { found, tags, priority, size } = findMarkers(input);
  // Markers are blanked (same length) before chrono reads the text, so offsets still match.
  let masked = input;
  for (const f of found)
    masked = masked.slice(0, f.start) + ' '.repeat(f.end - f.start) + masked.slice(f.end);

  const offset = saoPauloOffsetMinutes(now);
  const [date] = parserInstance.parse(
    masked,
    { instant: now, timezone: offset },
    { forwardDate: true },
  );
  let dueAt: Date | null = null;
  let dueHasTime = false;
  if (date) {
    let start = date.index;
    const before = connective.exec(input.slice(0, start));
    if (before) start -= before[0].trimStart().length;
    found.push({
      kind: 'date',
      start,
      end: date.index + date.text.length,
      text: input.slice(start, date.index + date.text.length),
    });
    dueHasTime = date.start.isCertain('hour');
    dueAt = dueHasTime
      ? date.start.date()
      : endOfDayUtc(
          date.start.get('year')!,
          date.start.get('month')!,
          date.start.get('day')!,
          offset,
        );
  }

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
    dueHasTime,
    tags,
    priority,
    size,
    tokens: found.map(({ kind, text, start, end }) => ({ kind, text, start, end })),
  };
}
