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
export const INVALID_OFX = 'Arquivo OFX inválido';

/** The message says what is wrong, since it is all the person sees. */
const invalid = (detail: string) =>
  AppError.validation(`${INVALID_OFX}: ${detail}`, { file: detail });

/** A statement's transactions, its currency (CURDEF) and the bank's closing balance (LEDGERBAL). */
export interface OfxStatement {
  rows: StatementRow[];
  currency: string | null;
  closingBalance: { amount: number; on: string | null } | null;
}

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
  return readOfx(content).rows;
}

/** The balance block's amount and day, when the bank gave one that reads. */
function closingBalance(body: string): OfxStatement['closingBalance'] {
  const block = /<LEDGERBAL>([\s\S]*?)(<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|<\/CCSTMTRS>|$)/i.exec(
    body,
  )?.[1];
  const raw = block ? leaf(block, 'BALAMT') : undefined;
  const amount = raw === undefined ? null : parseAmount(raw);
  return amount === null ? null : { amount, on: ofxDay(leaf(block!, 'DTASOF')) };
}

export function readOfx(content: string): OfxStatement {
  const text = content.replace(/^\uFEFF/, '');
  const start = text.search(/<OFX>/i);
  if (start < 0)
    throw invalid(
      'este arquivo não é um extrato OFX (não tem o bloco <OFX>). Baixe o extrato em OFX no site do banco.',
    );
  const body = text.slice(start);
  // A download cut short ends inside the statement: refuse it rather than import a part.
  if (!/<\/OFX>/i.test(body))
    throw invalid(
      'o arquivo está incompleto (termina antes do fim do extrato). Baixe-o de novo no site do banco.',
    );

  // A transaction runs from its <STMTTRN> to its closing tag or, when a bank leaves it out,
  // to the next transaction or the end of the list.
  const blocks = body
    .split(/<STMTTRN>/i)
    .slice(1)
    .map((part) => part.split(/<\/STMTTRN>|<\/BANKTRANLIST>/i)[0]!);
  if (blocks.length > STATEMENT_ROWS_MAX)
    throw invalid(`o arquivo tem mais de ${STATEMENT_ROWS_MAX} transações.`);

  const rows: StatementRow[] = [];
  blocks.forEach((block, index) => {
    const n = index + 1;
    const date = ofxDay(leaf(block, 'DTPOSTED') ?? leaf(block, 'DTUSER'));
    if (!date) throw invalid(`a transação ${n} não tem uma data válida.`);
    const rawAmount = leaf(block, 'TRNAMT');
    const amount = rawAmount === undefined ? null : parseAmount(rawAmount);
    if (amount === null) throw invalid(`a transação ${n} não tem um valor válido.`);
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
  const currency = leaf(body, 'CURDEF')?.toUpperCase() ?? null;
  return { rows, currency, closingBalance: closingBalance(body) };
}
