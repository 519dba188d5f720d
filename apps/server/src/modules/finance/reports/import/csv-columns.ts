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
  dateColumn: string;
  valueColumn: string;
  descriptionColumn: string;
}

const indexOf = (headers: string[], names: readonly string[]) => {
  const wanted = names.map(normalizeHeader);
  return headers.findIndex((h) => wanted.includes(h));
};

/** The columns in `header`, or null when this row is not the header (preamble lines come first). */
export function findColumns(header: string[], explicit?: ExplicitColumns): CsvColumns | null {
  const headers = header.map(normalizeHeader);
  if (explicit) {
    const date = indexOf(headers, [explicit.dateColumn]);
    const value = indexOf(headers, [explicit.valueColumn]);
    const description = indexOf(headers, [explicit.descriptionColumn]);
    return date < 0 || value < 0 || description < 0 ? null : { date, value, description };
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
