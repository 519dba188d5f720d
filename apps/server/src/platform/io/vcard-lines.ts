import { decodeCharset } from './decode-text';

/** One card's text as ical.js reads it (vCard 3.0/4.0 syntax), and the file line it starts on. */
export interface CardText {
  line: number;
  text: string;
}

interface Logical {
  line: number;
  text: string;
}

const isQuotedPrintable = (head: string) => /quoted-printable/i.test(head);

/** The property part of a line ("item1.TEL;TYPE=CELL"), up to the first ":" outside quotes. */
function splitHead(text: string): [string, string] | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ':' && !quoted) return [text.slice(0, i), text.slice(i + 1)];
  }
  return null;
}

/** "TEL;TYPE=\"a;b\";PREF" → its name and parameters, ";" inside quotes kept. */
function splitParams(head: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < head.length; i++) {
    if (head[i] === '"') quoted = !quoted;
    else if (head[i] === ';' && !quoted) {
      out.push(head.slice(start, i));
      start = i + 1;
    }
  }
  out.push(head.slice(start));
  return out;
}

/**
 * Physical lines → logical lines. RFC folding (a line starting with a space or tab continues
 * the previous one) and vCard 2.1 quoted-printable soft breaks (a value ending in "=" goes on
 * at the next line, which has no leading space: old Android exports).
 */
function unfold(text: string): Logical[] {
  const physical = text.split(/\r\n|\r|\n/);
  const out: Logical[] = [];
  for (let i = 0; i < physical.length; i++) {
    const line = physical[i]!;
    const last = out[out.length - 1];
    if (last && (line.startsWith(' ') || line.startsWith('\t'))) {
      last.text += line.slice(1);
      continue;
    }
    const entry = { line: i + 1, text: line };
    const head = splitHead(line)?.[0] ?? '';
    if (isQuotedPrintable(head))
      while (entry.text.endsWith('=') && i + 1 < physical.length)
        entry.text = entry.text.slice(0, -1) + physical[++i]!;
    out.push(entry);
  }
  return out;
}

/** Quoted-printable → text, in the value's own charset; literal characters stay as they are. */
function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...encoder.encode(value[i]!));
  }
  return decodeCharset(Uint8Array.from(bytes), charset);
}

/**
 * One vCard 2.1 property → 3.0 syntax: bare types ("TEL;CELL;PREF") become one TYPE list,
 * quoted-printable values are decoded (their newlines escaped), CHARSET and ENCODING go.
 * 3.0 and 4.0 lines pass unchanged but for the same bare-type repair.
 */
function modernize(text: string): string | null {
  const parts = splitHead(text);
  if (!parts) return null; // not a property (a stray line): skipped, the card still reads
  const [head, rawValue] = parts;
  const [name = '', ...params] = splitParams(head);
  const types: string[] = [];
  const kept: string[] = [];
  let charset = 'utf-8';
  let encoding = '';
  for (const param of params) {
    const eq = param.indexOf('=');
    const key = (eq < 0 ? '' : param.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? param.trim() : param.slice(eq + 1).trim();
    if (!key && /^(quoted-printable|base64|b|8bit|7bit)$/i.test(value)) encoding = value;
    else if (!key) types.push(value);
    else if (key === 'type') types.push(value);
    else if (key === 'charset') charset = value;
    else if (key === 'encoding') encoding = value;
    else kept.push(param);
  }
  // Inline binary (PHOTO, LOGO, KEY) is no field Orbita imports and most of an iPhone export's
  // bytes: dropped here so ical.js never reads it (speed only; it would parse and be ignored).
  if (/^(base64|b)$/i.test(encoding)) return null;
  const bare = params.some((p) => !p.includes('='));
  if (!bare && !encoding && charset === 'utf-8') return text; // 3.0/4.0: as it came
  let value = rawValue;
  if (/^quoted-printable$/i.test(encoding))
    value = decodeQuotedPrintable(rawValue, charset).replace(/\r\n|\r|\n/g, '\\n');
  if (types.length) kept.unshift(`TYPE=${types.join(',')}`);
  return [name, ...kept].join(';') + ':' + value;
}

/**
 * The cards of a file, each as vCard 3.0/4.0 text ready for ical.js, with its first line.
 * Text outside BEGIN:VCARD … END:VCARD is ignored; a card left open at the end is kept (its
 * END added), as some exporters cut the last line.
 */
export function splitCards(text: string): CardText[] {
  const cards: CardText[] = [];
  let current: { line: number; lines: string[] } | null = null;
  for (const { line, text: raw } of unfold(text)) {
    const upper = raw.trim().toUpperCase();
    if (upper === 'BEGIN:VCARD') {
      if (current)
        cards.push({ line: current.line, text: [...current.lines, 'END:VCARD'].join('\r\n') });
      current = { line, lines: ['BEGIN:VCARD'] };
      continue;
    }
    if (!current) continue;
    if (upper === 'END:VCARD') {
      current.lines.push('END:VCARD');
      cards.push({ line: current.line, text: current.lines.join('\r\n') });
      current = null;
      continue;
    }
    if (/^version:\s*2\.1$/i.test(raw.trim())) {
      current.lines.push('VERSION:3.0');
      continue;
    }
    if (!raw.trim()) continue;
    const modern = modernize(raw);
    if (modern !== null) current.lines.push(modern);
  }
  if (current)
    cards.push({ line: current.line, text: [...current.lines, 'END:VCARD'].join('\r\n') });
  return cards;
}

/** How many cards a file has, without reading them (the limit is checked first). */
export function countCards(text: string): number {
  return text.match(/^[ \t]*BEGIN:VCARD[ \t]*$/gim)?.length ?? 0;
}
