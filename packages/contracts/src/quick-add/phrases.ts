/**
 * The pt-BR date and time phrases of quick add, written here rather than taken from
 * chrono-node. We used chrono's `pt` locale until issue 16 and it misread ordinary text:
 * its time parser takes any number followed by "a"/"p" as a.m./p.m. ("Ler 10 páginas" became
 * "Ler áginas" due 22:00, "2 a 3" became 02:00, "séries de 10" became 10:00), it knows
 * "próximo" but not "próxima" ("próxima segunda" left "próxima" in the title), and it has no
 * "próxima semana", "semana que vem", "daqui a 3 dias", "dia 10" nor "18h". Switching its
 * parsers off one by one depends on its internals; the phrases people type in a capture field
 * are few, so they are listed here, each with the rule that keeps normal text intact.
 *
 * The one rule for numbers: a bare number is never a time. An hour needs an "h" ("18h",
 * "9h30"), a colon ("15:30") or "às" with nothing but the end, a date or "horas" after it
 * ("ligar às 10"); "Enviar às 3 equipes" stays text.
 */

/** A calendar day (São Paulo's wall clock). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface Candidate {
  kind: 'date' | 'time';
  start: number;
  end: number;
  /** The day it names, as of `today` (date phrases). */
  day?: (today: Day) => Day | null;
  /** The hour it names (time phrases). */
  hour?: number;
  minute?: number;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

export const dayFromUtc = (date: Date): Day => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const toUtc = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day));
export const addDays = (d: Day, n: number): Day =>
  dayFromUtc(new Date(toUtc(d).getTime() + n * 86_400_000));
const weekdayOf = (d: Day) => toUtc(d).getUTCDay();
const before = (a: Day, b: Day) =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

/** `{ year, month, day }` when that day exists ("31/04" does not). */
function validDay(year: number, month: number, day: number): Day | null {
  const d = dayFromUtc(new Date(Date.UTC(year, month - 1, day)));
  return d.month === month && d.day === day && d.year === year ? d : null;
}

/** The next day-and-month from today (today counts): "05/12" in March is this December. */
function nextOf(today: Day, month: number, day: number): Day | null {
  for (const year of [today.year, today.year + 1]) {
    const d = validDay(year, month, day);
    if (d && !before(d, today)) return d;
  }
  return null;
}

const weekdays: [RegExp, number][] = [
  [/^dom/i, 0],
  [/^seg/i, 1],
  [/^ter/i, 2],
  [/^qua/i, 3],
  [/^qui/i, 4],
  [/^sex/i, 5],
  [/^s[áa]b/i, 6],
];
const weekdayNumber = (word: string) => weekdays.find(([re]) => re.test(word))![1];

/** The first such weekday from today; `strict`: after today ("próxima sexta" on a Friday). */
function weekdayFrom(today: Day, weekday: number, strict: boolean): Day {
  let add = (weekday - weekdayOf(today) + 7) % 7;
  if (add === 0 && strict) add = 7;
  return addDays(today, add);
}

const months = [
  'jan(?:eiro)?',
  'fev(?:ereiro)?',
  'mar(?:[çc]o)?',
  'abr(?:il)?',
  'mai(?:o)?',
  'jun(?:ho)?',
  'jul(?:ho)?',
  'ago(?:sto)?',
  'set(?:embro)?',
  'out(?:ubro)?',
  'nov(?:embro)?',
  'dez(?:embro)?',
];
const monthNumber = (word: string) =>
  months.findIndex((m) => new RegExp(`^${m}$`, 'iu').test(word)) + 1;

const smallNumbers: Record<string, number> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, três: 3 };
const weekdayWords = '(segunda|ter[çc]a|quarta|quinta|sexta|s[áa]bado|domingo)(?:-feira)?';
/**
 * "Segunda ideia", "segunda via", "quinta série": segunda to sexta are ordinals too. Alone
 * (no "próxima", "-feira", "que vem") they are a weekday only when what follows is no word
 * or one of these: "segunda às 9h", "sexta com a Ana", "terça de manhã".
 */
const afterWeekday =
  /^(?:\s*$|\s*[,.;:!?)]|\s+\d|\s+(?:[àa]s?|ao|de|da|do|dia|com|para|pra|e|ou|no|na|nos|nas|at[ée]|antes|depois|cedo|pela|pelo|que)(?![\p{L}\p{N}]))/iu;
const fraction = '(?!\\s*(?:kg|g|mg|l|ml|litros?|x[íi]caras?|colher(?:es)?|copos?|d[úu]zias?)\\b)';

type DateRule = [RegExp, (m: RegExpExecArray) => (today: Day) => Day | null];

const dateRules: DateRule[] = [
  [new RegExp(`${B}hoje${E}`, 'giu'), () => (t) => t],
  [
    new RegExp(`${B}(depois\\s+de\\s+)?amanh[ãa]${E}`, 'giu'),
    (m) => (t) => addDays(t, m[1] ? 2 : 1),
  ],
  [
    new RegExp(
      `${B}(?:(pr[óo]xim[ao]|prox\\.?|nest[ae]|est[ae])\\s+)?${weekdayWords}(\\s+que\\s+vem|\\s+da\\s+semana\\s+que\\s+vem)?${E}`,
      'giu',
    ),
    (m) => {
      const strict = Boolean(m[3]) || /^pr/i.test(m[1] ?? '');
      const alone = !m[1] && !m[3] && !/-feira$/i.test(m[0]) && !/^(s[áa]b|dom)/i.test(m[2]!);
      if (alone && !afterWeekday.test(m.input.slice(m.index + m[0].length))) return () => null;
      return (t) => weekdayFrom(t, weekdayNumber(m[2]!), strict);
    },
  ],
  [
    new RegExp(`${B}(?:pr[óo]xima\\s+semana|semana\\s+que\\s+vem)${E}`, 'giu'),
    () => (t) => weekdayFrom(t, 1, true),
  ],
  [
    new RegExp(`${B}(?:pr[óo]ximo\\s+m[êe]s|m[êe]s\\s+que\\s+vem)${E}`, 'giu'),
    () => (t) => validDay(t.month === 12 ? t.year + 1 : t.year, (t.month % 12) + 1, 1),
  ],
  [
    new RegExp(`${B}(?:no\\s+)?fim\\s+de\\s+semana${E}`, 'giu'),
    () => (t) => (weekdayOf(t) === 0 ? t : weekdayFrom(t, 6, false)),
  ],
  [
    new RegExp(
      `${B}(?:em|daqui\\s+a|daqui)\\s+(\\d{1,3}|uma?|dois|duas|tr[êe]s)\\s+(dias?|semanas?|m[êe]s(?:es)?)${E}`,
      'giu',
    ),
    (m) => {
      const n = smallNumbers[m[1]!.toLowerCase()] ?? Number(m[1]);
      const unit = m[2]!.toLowerCase();
      return (t) => {
        if (unit.startsWith('dia')) return addDays(t, n);
        if (unit.startsWith('semana')) return addDays(t, 7 * n);
        const month = t.month - 1 + n;
        // "em 1 mês" on 31 January: the last day of February.
        const last = dayFromUtc(new Date(Date.UTC(t.year, month + 1, 0)));
        return validDay(last.year, last.month, Math.min(t.day, last.day));
      };
    },
  ],
  [
    new RegExp(
      `${B}(?:dia\\s+)?(\\d{1,2})\\s+de\\s+(${months.join('|')})\\.?(?:\\s+de\\s+(\\d{4}))?${E}`,
      'giu',
    ),
    (m) => {
      const day = Number(m[1]);
      const month = monthNumber(m[2]!);
      return (t) => (m[3] ? validDay(Number(m[3]), month, day) : nextOf(t, month, day));
    },
  ],
  [
    // "dia 10": the next 10th (this month if not past, else the next month that has it).
    new RegExp(`${B}dia\\s+(\\d{1,2})(?![\\p{L}\\p{N}/])`, 'giu'),
    (m) => {
      const day = Number(m[1]);
      return (t) => {
        for (let add = 0; add < 3; add++) {
          const month = t.month - 1 + add;
          const d = validDay(t.year + Math.floor(month / 12), (month % 12) + 1, day);
          if (d && !before(d, t)) return d;
        }
        return null;
      };
    },
  ],
  [
    new RegExp(
      `${B}(?<![/.,])(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?(?![\\p{L}\\p{N}/])${fraction}`,
      'giu',
    ),
    (m) => {
      const day = Number(m[1]);
      const month = Number(m[2]);
      const year = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : null;
      return (t) => (year ? validDay(year, month, day) : nextOf(t, month, day));
    },
  ],
];

const period = '(?:\\s+da\\s+(manh[ãa]|tarde|noite))?';
/** Words after "às 10" that still make it an hour: the end, a date, "horas". */
const afterBareHour = `(?=\\s*$|\\s*[,.;!?]|\\s+\\d|\\s+(?:hoje|amanh[ãa]|depois|dia|na|no|em|e|pr[óo]xim[ao]|${weekdayWords})${E})`;
/** "por 2h", "durante 3h", "3h de trabalho": durations, not hours. */
const notDuration = '(?<!(?:por|durante|cada)\\s+)';

type TimeRule = [RegExp, (m: RegExpExecArray) => { hour: number; minute: number } | null];

const clock = (hour: string, minute: string | undefined, part: string | undefined) => {
  let h = Number(hour);
  const min = minute ? Number(minute) : 0;
  if (h > 23 || min > 59) return null;
  if (part && !/^manh/i.test(part) && h < 12) h += 12;
  return { hour: h, minute: min };
};

const timeRules: TimeRule[] = [
  [
    new RegExp(
      `${B}${notDuration}(?:[àa]s\\s+)?(\\d{1,2})h(?:s|rs)?(\\d{2})?${E}(?!\\s+de\\s)${period}${E}`,
      'giu',
    ),
    (m) => clock(m[1]!, m[2], m[3]),
  ],
  [
    new RegExp(`${B}(?:[àa]s\\s+)?(\\d{1,2}):(\\d{2})(?![\\p{L}\\p{N}:])${period}${E}`, 'giu'),
    (m) => clock(m[1]!, m[2], m[3]),
  ],
  [
    new RegExp(
      `${B}[àa]s\\s+(\\d{1,2})(?:\\s*(?:horas|hrs?)${E})?${period}${E}${afterBareHour}`,
      'giu',
    ),
    (m) => clock(m[1]!, undefined, m[2]),
  ],
  [new RegExp(`${B}(?:ao\\s+)?meio[- ]dia${E}`, 'giu'), () => ({ hour: 12, minute: 0 })],
];

/** Every date and time phrase in `text`, in no particular order (overlaps included). */
export function findPhrases(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const [re, read] of dateRules)
    for (const m of text.matchAll(re))
      found.push({ kind: 'date', start: m.index, end: m.index + m[0].length, day: read(m) });
  for (const [re, read] of timeRules)
    for (const m of text.matchAll(re)) {
      const time = read(m);
      if (time) found.push({ kind: 'time', start: m.index, end: m.index + m[0].length, ...time });
    }
  return found;
}
