import { normalizePhone } from '@orbita/contracts/phone';
import {
  KEEP_IN_TOUCH_DAYS_MAX,
  PEOPLE_IMPORT_MAX_BYTES,
  PEOPLE_IMPORT_MAX_ROWS,
  PERSON_ADDRESS_PART_MAX,
  PERSON_EMAILS_MAX,
  PERSON_NAME_MAX,
  PERSON_NOTES_MAX,
  PERSON_PHONES_MAX,
  PERSON_ROLE_MAX,
  PERSON_TAG_MAX,
  PERSON_TAGS_MAX,
  normalizeDocument,
  peopleIoMessages,
  type PersonAddress,
  type PersonKind,
} from '@orbita/contracts/people';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import {
  CSV_HEADER_SEARCH_ROWS,
  asList,
  countCards,
  decodeTextFile,
  headerKey,
  labelFromAppleLabel,
  labelFromTypes,
  nameFromN,
  propertyText,
  readCsvRows,
  readVcards,
  splitCellValues,
  telValue,
  unguardCell,
  vcardDate,
  type FileLineError,
  type JProperty,
} from '../../../platform/io';

/** One person read from a file, cleaned: what an import creates or adds to an existing person. */
export interface ParsedPerson {
  line: number;
  kind: PersonKind;
  name: string;
  document: string | null;
  emails: string[];
  phones: { e164: string; label: string | null }[];
  birthday: string | null;
  address: PersonAddress | null;
  /** The company's name (matched to a company of the workspace, or created). */
  company: string | null;
  role: string | null;
  tags: string[];
  notes: string;
  keepInTouchDays: number | null;
}

export interface ParsedFile {
  rows: ParsedPerson[];
  errors: FileLineError[];
}

/** What a file says of one person, before cleaning. */
interface RawPerson {
  line: number;
  kind: string;
  name: string;
  document: string;
  emails: string[];
  phones: { value: string; label?: string | null }[];
  birthday: string;
  address: Partial<Record<keyof PersonAddress, string>>;
  company: string;
  role: string;
  tags: string[];
  notes: string[];
  keepInTouchDays: string;
}

const tooLarge = (): never => {
  throw AppError.validation(peopleIoMessages.tooLarge, { text: peopleIoMessages.tooLarge });
};
const emailSchema = z.email();
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

/** "12/05/1980", "1980-05-12", "12-05-1980" → "1980-05-12" (a real day from 1900), else null. */
export function parseDay(value: string): string | null {
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (iso) [y, m, d] = [+iso[1]!, +iso[2]!, +iso[3]!];
  else if (br) [y, m, d] = [+br[3]!, +br[2]!, +br[1]!];
  else {
    const v = vcardDate(text);
    if (!v || v.year === null) return null;
    [y, m, d] = [v.year, v.month, v.day];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  if (y < 1900 || y > 2200) return null;
  return date.toISOString().slice(0, 10);
}

const KIND_COMPANY = new Set(['empresa', 'company', 'organizacao', 'org', 'pj', 'cnpj']);
const KIND_PERSON = new Set(['pessoa', 'person', 'pf', 'cpf', 'individual', 'pessoa fisica']);

/** Cleans one person: refused values reported by line, the person kept; no identity at all refuses it. */
export function buildPerson(raw: RawPerson): {
  person: ParsedPerson | null;
  errors: FileLineError[];
} {
  const { line } = raw;
  const errors: FileLineError[] = [];
  const say = (message: string) => errors.push({ line, message });

  const kindKey = headerKey(raw.kind);
  let kind: PersonKind | null = KIND_COMPANY.has(kindKey)
    ? 'company'
    : KIND_PERSON.has(kindKey)
      ? 'person'
      : null;
  if (kindKey && !kind)
    say(`Tipo "${clip(clean(raw.kind), 30)}" desconhecido: use Pessoa ou Empresa.`);

  let document: string | null = null;
  const docText = clean(raw.document);
  if (docText) {
    const result = normalizeDocument(docText);
    if ('error' in result) say(`Documento "${clip(docText, 30)}" ignorado: ${result.error}`);
    else {
      const docKind: PersonKind = result.kind === 'cnpj' ? 'company' : 'person';
      if (kind && kind !== docKind)
        say(`Documento "${clip(docText, 30)}" ignorado: pessoas têm CPF; empresas têm CNPJ.`);
      else {
        kind = docKind;
        document = result.value;
      }
    }
  }

  const phones: ParsedPerson['phones'] = [];
  for (const { value, label } of raw.phones) {
    const text = clean(value);
    if (!text) continue;
    const result = normalizePhone(text);
    if ('error' in result) {
      say(`Telefone "${clip(text, 40)}" ignorado: ${result.error}`);
      continue;
    }
    if (phones.some((p) => p.e164 === result.e164)) continue;
    if (phones.length === PERSON_PHONES_MAX) {
      say(`Mais de ${PERSON_PHONES_MAX} telefones: os demais foram ignorados.`);
      break;
    }
    phones.push({ e164: result.e164, label: clip(clean(label), 40) || null });
  }

  const emails: string[] = [];
  for (const value of raw.emails) {
    const email = clean(value)
      .replace(/^mailto:/i, '')
      .toLowerCase();
    if (!email) continue;
    if (email.length > 254 || !emailSchema.safeParse(email).success) {
      say(`E-mail "${clip(email, 60)}" ignorado: e-mail inválido.`);
      continue;
    }
    if (emails.includes(email)) continue;
    if (emails.length === PERSON_EMAILS_MAX) {
      say(`Mais de ${PERSON_EMAILS_MAX} e-mails: os demais foram ignorados.`);
      break;
    }
    emails.push(email);
  }

  const company = clip(clean(raw.company), PERSON_NAME_MAX) || null;
  const name = clip(
    clean(raw.name) ||
      (kind === 'company' ? (company ?? '') : '') ||
      emails[0] ||
      phones[0]?.e164 ||
      (document ?? ''),
    PERSON_NAME_MAX,
  );
  if (!name) {
    say(peopleIoMessages.noName);
    return { person: null, errors };
  }

  let birthday: string | null = null;
  if (clean(raw.birthday)) {
    birthday = parseDay(raw.birthday);
    if (!birthday)
      say(`Data de nascimento "${clip(clean(raw.birthday), 20)}" ignorada: use dd/mm/aaaa.`);
  }

  let keepInTouchDays: number | null = null;
  const cadence = clean(raw.keepInTouchDays);
  if (cadence) {
    const n = Number(cadence);
    if (Number.isInteger(n) && n >= 1 && n <= KEEP_IN_TOUCH_DAYS_MAX) keepInTouchDays = n;
    else say(`"Falar a cada" ignorado: informe de 1 a ${KEEP_IN_TOUCH_DAYS_MAX} dias.`);
  }

  const address: PersonAddress = {};
  for (const [key, value] of Object.entries(raw.address) as [keyof PersonAddress, string][]) {
    const part = clip(clean(value), PERSON_ADDRESS_PART_MAX);
    if (part) address[key] = key === 'postalCode' ? part.replace(/[\s.-]/g, '').slice(0, 20) : part;
  }

  const tags: string[] = [];
  const seen = new Set<string>();
  for (const rawTag of raw.tags) {
    const tag = clip(clean(rawTag).replace(/^\*\s*/, ''), PERSON_TAG_MAX);
    const key = tag.toLocaleLowerCase('pt-BR');
    // Google's system groups ("* myContacts", "* starred") are the exporter's, not the person's.
    if (!tag || key === 'mycontacts' || key === 'starred' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }

  const notes = raw.notes
    .map((n) => n.replace(/\r\n?/g, '\n').trim())
    .filter(Boolean)
    .join('\n');
  return {
    person: {
      line,
      kind: kind ?? 'person',
      name,
      document,
      emails,
      phones,
      birthday,
      address: Object.keys(address).length ? address : null,
      company: kind === 'company' ? null : company,
      role: clip(clean(raw.role), PERSON_ROLE_MAX) || null,
      tags: tags.slice(0, PERSON_TAGS_MAX),
      notes: clip(notes, PERSON_NOTES_MAX),
      keepInTouchDays,
    },
    errors,
  };
}

const emptyRaw = (line: number): RawPerson => ({
  line,
  kind: '',
  name: '',
  document: '',
  emails: [],
  phones: [],
  birthday: '',
  address: {},
  company: '',
  role: '',
  tags: [],
  notes: [],
  keepInTouchDays: '',
});

// ---------------------------------------------------------------- CSV

type Field =
  | 'name'
  | 'given'
  | 'family'
  | 'kind'
  | 'document'
  | 'emails'
  | 'phones'
  | 'birthday'
  | 'company'
  | 'role'
  | 'tags'
  | 'notes'
  | 'keepInTouchDays'
  | `address.${keyof PersonAddress}`;

/** Header names (accent-folded, lower case) → field; Orbita's own export, Google, Outlook, pt-BR sheets. */
const HEADERS: Record<string, Field> = {
  nome: 'name',
  name: 'name',
  'nome completo': 'name',
  'full name': 'name',
  'display name': 'name',
  'razao social': 'name',
  'primeiro nome': 'given',
  'first name': 'given',
  'given name': 'given',
  sobrenome: 'family',
  'last name': 'family',
  'family name': 'family',
  tipo: 'kind',
  kind: 'kind',
  'cpf cnpj': 'document',
  cpf: 'document',
  cnpj: 'document',
  documento: 'document',
  document: 'document',
  'cpf ou cnpj': 'document',
  nascimento: 'birthday',
  'data de nascimento': 'birthday',
  aniversario: 'birthday',
  birthday: 'birthday',
  empresa: 'company',
  company: 'company',
  organization: 'company',
  'organization 1 name': 'company',
  'organization name': 'company',
  cargo: 'role',
  funcao: 'role',
  'job title': 'role',
  title: 'role',
  'organization 1 title': 'role',
  etiquetas: 'tags',
  tags: 'tags',
  categorias: 'tags',
  categories: 'tags',
  grupos: 'tags',
  labels: 'tags',
  'group membership': 'tags',
  observacoes: 'notes',
  notas: 'notes',
  notes: 'notes',
  obs: 'notes',
  'falar a cada dias': 'keepInTouchDays',
  'falar a cada': 'keepInTouchDays',
  rua: 'address.street',
  logradouro: 'address.street',
  endereco: 'address.street',
  street: 'address.street',
  'home street': 'address.street',
  numero: 'address.number',
  complemento: 'address.complement',
  bairro: 'address.district',
  cidade: 'address.city',
  city: 'address.city',
  'home city': 'address.city',
  uf: 'address.state',
  estado: 'address.state',
  state: 'address.state',
  cep: 'address.postalCode',
  'postal code': 'address.postalCode',
  'zip code': 'address.postalCode',
  pais: 'address.country',
  country: 'address.country',
};
/** "Phone 1 - Label", "Tipo de telefone": the column beside the value, not a value. */
const NOT_A_VALUE = /\b(label|type|tipo|rotulo)\b/;
const PHONE = /\b(telefones?|celular(es)?|fones?|phones?|whats ?app|mobile|tel|cel)\b/;
const EMAIL = /\b(e ?mails?|correio eletronico)\b/;

type Columns = Map<number, Field>;

function findColumns(header: string[]): Columns | null {
  const columns: Columns = new Map();
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (!key) return;
    const known = HEADERS[key];
    if (known) columns.set(i, known);
    else if (NOT_A_VALUE.test(key)) return;
    else if (EMAIL.test(key)) columns.set(i, 'emails');
    else if (PHONE.test(key)) columns.set(i, 'phones');
  });
  const fields = new Set(columns.values());
  const identifies = ['name', 'given', 'family', 'document', 'emails', 'phones'].some((f) =>
    fields.has(f as Field),
  );
  return identifies ? columns : null;
}

function rawFromCsv(cells: string[], columns: Columns, line: number): RawPerson {
  const raw = emptyRaw(line);
  let given = '';
  let family = '';
  for (const [i, field] of columns) {
    const cell = unguardCell(cells[i] ?? '');
    if (!cell) continue;
    if (field.startsWith('address.')) {
      const key = field.slice('address.'.length) as keyof PersonAddress;
      raw.address[key] ||= cell;
      continue;
    }
    switch (field) {
      case 'emails':
        raw.emails.push(...splitCellValues(cell));
        break;
      case 'phones':
        // Phones are split on , ; | and line breaks only: "/" may be part of how one is typed.
        raw.phones.push(
          ...cell
            .split(/\s*[,;|\n]\s*/)
            .filter(Boolean)
            .map((value) => ({ value })),
        );
        break;
      case 'tags':
        raw.tags.push(...splitCellValues(cell));
        break;
      case 'notes':
        raw.notes.push(cell);
        break;
      case 'given':
        given ||= cell;
        break;
      case 'family':
        family ||= cell;
        break;
      default:
        raw[
          field as
            'name' | 'kind' | 'document' | 'birthday' | 'company' | 'role' | 'keepInTouchDays'
        ] ||= cell;
    }
  }
  raw.name ||= [given, family].filter(Boolean).join(' ');
  return raw;
}

/** A people CSV (`;` or `,`, UTF-8 or Latin-1): refused lines and values reported by line. */
export function parsePeopleCsv(input: string | Uint8Array): ParsedFile {
  const text = decodeTextFile(input, PEOPLE_IMPORT_MAX_BYTES, tooLarge);
  if (!text.trim()) return { rows: [], errors: [{ line: 1, message: peopleIoMessages.empty }] };
  const read = readCsvRows(text);
  if (!Array.isArray(read)) return { rows: [], errors: [read] };
  let columns: Columns | null = null;
  let headerAt = 0;
  for (; headerAt < Math.min(read.length, CSV_HEADER_SEARCH_ROWS) && !columns; headerAt++)
    columns = findColumns(read[headerAt]!.cells);
  if (!columns) return { rows: [], errors: [{ line: 1, message: peopleIoMessages.noHeader }] };
  const body = read.slice(headerAt);
  if (body.length > PEOPLE_IMPORT_MAX_ROWS) tooLarge();
  const rows: ParsedPerson[] = [];
  const errors: FileLineError[] = [];
  for (const { cells, line } of body) {
    const { person, errors: rowErrors } = buildPerson(rawFromCsv(cells, columns, line));
    errors.push(...rowErrors);
    if (person) rows.push(person);
  }
  return { rows, errors };
}

// ---------------------------------------------------------------- vCard

function rawFromCard(properties: JProperty[], line: number): RawPerson {
  const raw = emptyRaw(line);
  const appleLabels = new Map<string, string>();
  for (const p of properties)
    if (p[0] === 'x-ablabel' && typeof p[1].group === 'string')
      appleLabels.set(p[1].group, propertyText(p));
  let fromN = '';
  let street: string | null = null;
  let number: string | null = null;
  let district: string | null = null;
  for (const p of properties) {
    const [name, params] = p;
    const text = propertyText(p);
    switch (name) {
      case 'fn':
        raw.name ||= text;
        break;
      case 'n':
        fromN ||= nameFromN(p[3]);
        break;
      case 'kind':
        if (text.trim().toLowerCase() === 'org') raw.kind = 'empresa';
        break;
      case 'tel': {
        const group = typeof params.group === 'string' ? appleLabels.get(params.group) : undefined;
        const label =
          group !== undefined ? labelFromAppleLabel(group) : labelFromTypes(asList(params.type));
        raw.phones.push({ value: telValue(text), label });
        break;
      }
      case 'email':
        raw.emails.push(text);
        break;
      case 'org': {
        const value = p[3];
        raw.company ||= (
          Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '')
        ).trim();
        break;
      }
      case 'title':
        raw.role ||= text;
        break;
      case 'bday':
        raw.birthday ||= text;
        break;
      case 'adr': {
        const parts = Array.isArray(p[3]) ? (p[3] as unknown[]).map((v) => String(v ?? '')) : [];
        const [
          ,
          extended = '',
          street = '',
          city = '',
          region = '',
          postalCode = '',
          country = '',
        ] = parts;
        if (!Object.keys(raw.address).length)
          raw.address = { street, complement: extended, city, state: region, postalCode, country };
        break;
      }
      case 'categories':
        raw.tags.push(...p.slice(3).flat().map(String));
        break;
      case 'note':
        raw.notes.push(text);
        break;
      case 'x-orbita-documento':
        raw.document ||= text;
        break;
      case 'x-orbita-falar-a-cada':
        raw.keepInTouchDays ||= text;
        break;
      case 'x-orbita-logradouro':
        street = text;
        break;
      case 'x-orbita-numero':
        number = text;
        break;
      case 'x-orbita-bairro':
        district = text;
        break;
    }
  }
  // Orbita's own export: the street without its number, and the parts ADR has no place for.
  if (street !== null) raw.address.street = street;
  if (number !== null) raw.address.number = number;
  if (district !== null) raw.address.district = district;
  raw.name ||= fromN;
  if (raw.kind === 'empresa') raw.name ||= raw.company;
  return raw;
}

/** vCard 2.1/3.0/4.0, one or many cards (platform/io): a broken card is reported by its line. */
export function parsePeopleVcards(input: string | Uint8Array): ParsedFile {
  const text = decodeTextFile(input, PEOPLE_IMPORT_MAX_BYTES, tooLarge);
  if (countCards(text) > PEOPLE_IMPORT_MAX_ROWS) tooLarge();
  const rows: ParsedPerson[] = [];
  const { cards, errors } = readVcards(text, {
    none: peopleIoMessages.noCards,
    unreadable: peopleIoMessages.unreadableCard,
  });
  for (const card of cards) {
    const { person, errors: cardErrors } = buildPerson(rawFromCard(card.properties, card.line));
    errors.push(...cardErrors);
    if (person) rows.push(person);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
