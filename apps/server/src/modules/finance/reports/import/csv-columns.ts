/**
 * Which columns of a bank CSV hold the date, the value and the description. Headers are
 * compared without accents, case or punctuation, so "Descrição", "DESCRICAO" and
 * "Descrição:" are one name. Without explicit names, the common Brazilian headers are tried.
 */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();

const known = {
  date: [
    'data',
    'date',
    'data lancamento',
    'data do lancamento',
    'data movimento',
    'data da transacao',
    'data mov',
    'dt lancamento',
  ],
  value: [
    'valor',
    'valor r$',
    'valor rs',
    'valor em r$',
    'amount',
    'quantia',
    'valor lancamento',
    'valor da transacao',
  ],
  description: [
    'descricao',
    'historico',
    'lancamento',
    'description',
    'title',
    'memo',
    'estabelecimento',
    'detalhes',
    'descricao do lancamento',
  ],
  credit: ['credito', 'entrada', 'creditos', 'entradas', 'credito r$'],
  debit: ['debito', 'saida', 'debitos', 'saidas', 'debito r$'],
  // Only ids that name one transaction (Nubank's "Identificador"); a "Documento" number repeats.
  id: ['identificador', 'id', 'fitid', 'id da transacao'],
};

export interface CsvColumns {
  date: number;
  description: number;
  /** One signed value column, or a credit and a debit column (both positive). */
  value: number | { credit: number; debit: number };
  id?: number;
}

export interface ExplicitColumns {
  dateColumn?: string;
  descriptionColumn?: string;
  valueColumn?: string | null;
  creditColumn?: string | null;
  debitColumn?: string | null;
}

/** The first name of the list (most specific first) that is a header: "Descrição" wins over "Histórico". */
const indexOf = (headers: string[], names: readonly string[]) => {
  for (const name of names) {
    const at = headers.indexOf(normalizeHeader(name));
    if (at >= 0) return at;
  }
  return -1;
};

/** The columns in `header`, or null when this row is not the header (preamble lines come first). */
export function findColumns(header: string[], explicit?: ExplicitColumns): CsvColumns | null {
  const headers = header.map(normalizeHeader);
  if (explicit?.dateColumn && explicit.descriptionColumn) {
    const date = indexOf(headers, [explicit.dateColumn]);
    const description = indexOf(headers, [explicit.descriptionColumn]);
    if (date < 0 || description < 0) return null;
    const id = indexOf(headers, known.id);
    const ids = id >= 0 ? { id } : {};
    if (explicit.valueColumn) {
      const value = indexOf(headers, [explicit.valueColumn]);
      return value < 0 ? null : { date, value, description, ...ids };
    }
    const credit = explicit.creditColumn ? indexOf(headers, [explicit.creditColumn]) : -1;
    const debit = explicit.debitColumn ? indexOf(headers, [explicit.debitColumn]) : -1;
    return credit < 0 || debit < 0 ? null : { date, description, value: { credit, debit }, ...ids };
  }
  const date = indexOf(headers, known.date);
  const description = indexOf(headers, known.description);
  if (date < 0 || description < 0) return null;
  const id = indexOf(headers, known.id);
  const value = indexOf(headers, known.value);
  if (value >= 0) return { date, description, value, ...(id >= 0 ? { id } : {}) };
  const credit = indexOf(headers, known.credit);
  const debit = indexOf(headers, known.debit);
  if (credit < 0 || debit < 0) return null;
  return { date, description, value: { credit, debit }, ...(id >= 0 ? { id } : {}) };
}
