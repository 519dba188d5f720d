import { headerKey } from '../../../../platform/io';

/** Which column of a contacts CSV holds what; several columns may hold phones or e-mails. */
export interface ContactColumns {
  name: number | null;
  given: number | null;
  middle: number | null;
  family: number | null;
  phones: number[];
  emails: number[];
  tags: number[];
  company: number | null;
  notes: number[];
}

const NAME = new Set([
  'nome',
  'name',
  'nome completo',
  'full name',
  'contato',
  'display name',
  'nome de exibicao',
]);
const GIVEN = new Set(['primeiro nome', 'first name', 'given name', 'nome proprio']);
const MIDDLE = new Set(['nome do meio', 'middle name', 'additional name']);
const FAMILY = new Set(['sobrenome', 'ultimo nome', 'last name', 'family name', 'surname']);
const TAGS = new Set([
  'etiquetas',
  'etiqueta',
  'tags',
  'tag',
  'labels',
  'marcadores',
  'categorias',
  'categories',
  'grupos',
  'grupo',
  'group membership',
]);
const COMPANY = new Set([
  'empresa',
  'company',
  'organization',
  'organization name',
  'organization 1 name',
  'organizacao',
  'nome da empresa',
  'org',
]);
const NOTES = new Set([
  'observacoes',
  'observacao',
  'obs',
  'notes',
  'note',
  'notas',
  'nota',
  'anotacoes',
]);
/** "Phone 1 - Label", "Tipo de telefone": the column beside the number, not a number. */
const NOT_A_VALUE = /\b(label|type|tipo|rotulo|display)\b/;
const PHONE = /\b(telefones?|celular(es)?|fones?|phones?|whats ?app|mobile|tel|cel)\b/;
const EMAIL = /\b(e ?mails?|correio eletronico)\b/;

/** The columns of a header row, or null when it has neither a name nor a phone nor an e-mail column. */
export function findContactColumns(header: string[]): ContactColumns | null {
  const columns: ContactColumns = {
    name: null,
    given: null,
    middle: null,
    family: null,
    phones: [],
    emails: [],
    tags: [],
    company: null,
    notes: [],
  };
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (!key) return;
    if (NAME.has(key)) columns.name ??= i;
    else if (GIVEN.has(key)) columns.given ??= i;
    else if (MIDDLE.has(key)) columns.middle ??= i;
    else if (FAMILY.has(key)) columns.family ??= i;
    else if (TAGS.has(key)) columns.tags.push(i);
    else if (COMPANY.has(key)) columns.company ??= i;
    else if (NOTES.has(key)) columns.notes.push(i);
    else if (NOT_A_VALUE.test(key)) return;
    else if (EMAIL.test(key)) columns.emails.push(i);
    else if (PHONE.test(key)) columns.phones.push(i);
  });
  const named = columns.name !== null || columns.given !== null || columns.family !== null;
  return named || columns.phones.length || columns.emails.length ? columns : null;
}
