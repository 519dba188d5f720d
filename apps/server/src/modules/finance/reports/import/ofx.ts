import { AppError } from '../../../../platform/errors';
import {
  cleanDescription,
  parseAmount,
  STATEMENT_ROWS_MAX,
  validDay,
  type StatementRow,
} from './statement-row';

/**
 * A small, tolerant OFX reader. ofx-data-extractor was tried first (and removed): it turns the
 * SGML into JSON by string surgery and returns nothing for credit-card statements written
 * with several tags on one line (`<STATUS><CODE>0<SEVERITY>INFO</STATUS>`) or for a file on
 * a single line, both of which Brazilian banks produce. Here only what an import needs is
 * read — the <STMTTRN> blocks of bank and card statements — and leaf values end at the next
 * tag or line break, so SGML (v1, unclosed leaves) and XML (v2) read the same.
 */
export const INVALID_OFX = 'Arquivo OFX inválido.';

const invalid = (detail: string) => AppError.validation(INVALID_OFX, { content: detail });

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

function leaf(block: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  const value = match?.[1]?.trim();
  return value ? decodeEntities(value) : undefined;
}

/** `20250105`, `20250105120000`, `20250105120000.000[-3:BRT]` → `2025-01-05`: the bank's own day, no time zone shift. */
function ofxDay(value: string | undefined): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})/.exec(value) : null;
  return match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const debitTypes = new Set([
  'DEBIT',
  'PAYMENT',
  'FEE',
  'SRVCHG',
  'ATM',
  'POS',
  'CHECK',
  'CASH',
  'DIRECTDEBIT',
  'REPEATPMT',
]);

export function parseOfx(content: string): StatementRow[] {
  const text = content.replace(/^\uFEFF/, '');
  const start = text.search(/<OFX>/i);
  if (start < 0) throw invalid('O arquivo não tem o bloco <OFX>.');
  const body = text.slice(start);
  if (!/<\/OFX>/i.test(body) && !/<BANKTRANLIST>|<STMTTRN>/i.test(body))
    throw invalid('O arquivo OFX está incompleto.');

  // A transaction runs from its <STMTTRN> to its closing tag or, when a bank leaves it out,
  // to the next transaction or the end of the list.
  const blocks = body
    .split(/<STMTTRN>/i)
    .slice(1)
    .map((part) => part.split(/<\/STMTTRN>|<\/BANKTRANLIST>/i)[0]!);
  if (blocks.length > STATEMENT_ROWS_MAX)
    throw invalid(`O arquivo tem mais de ${STATEMENT_ROWS_MAX} transações.`);

  const rows: StatementRow[] = [];
  blocks.forEach((block, index) => {
    const n = index + 1;
    const date = ofxDay(leaf(block, 'DTPOSTED') ?? leaf(block, 'DTUSER'));
    if (!date) throw invalid(`A transação ${n} não tem uma data válida.`);
    const rawAmount = leaf(block, 'TRNAMT');
    const amount = rawAmount === undefined ? null : parseAmount(rawAmount);
    if (amount === null) throw invalid(`A transação ${n} não tem um valor válido.`);
    if (amount === 0) return; // informative zero lines (e.g. "SALDO") move no money
    const trnType = leaf(block, 'TRNTYPE')?.toUpperCase();
    // The sign decides; an unsigned amount on a DEBIT-like line is a bank that omits the minus.
    const type =
      amount < 0 || (trnType !== undefined && debitTypes.has(trnType)) ? 'expense' : 'revenue';
    const name = leaf(block, 'NAME');
    const memo = leaf(block, 'MEMO');
    const text =
      name && memo && !memo.toLowerCase().includes(name.toLowerCase())
        ? `${name} - ${memo}`
        : (memo ?? name ?? '');
    const description = cleanDescription(text) || (type === 'expense' ? 'Débito' : 'Crédito');
    const fitId = leaf(block, 'FITID')?.slice(0, 255);
    rows.push({ date, value: Math.abs(amount), type, description, ...(fitId ? { fitId } : {}) });
  });
  return rows;
}
