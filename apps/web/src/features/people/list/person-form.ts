import {
  documentMask,
  formatDocument,
  normalizeDocument,
  peopleMessages,
  type CreatePersonBody,
  PERSON_CUSTOM_FIELDS_MAX,
  type Person,
  type PersonAddress,
  type PersonKind,
  type UpdatePersonBody,
} from '@orbita/contracts/people';
import { formatPhoneBR, normalizePhone } from '@orbita/contracts/phone';
import { cepMask, customValueText } from '../lib/format';

export interface PhoneRow {
  number: string;
  label: string;
}

export interface EmailRow {
  address: string;
  label: string;
}

/** The address parts as typed (CEP with its mask; `country` kept as it came, not edited). */
export interface AddressForm {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  country: string;
}

/** A custom field: its name and value as typed; `saved` is the stored value (a number or a
 * yes/no stays one while its text is not touched). */
export interface CustomRow {
  key: string;
  value: string;
  saved?: Person['customFields'][string];
}

export interface CompanyOption {
  id: string;
  name: string;
}

export interface PersonForm {
  kind: PersonKind;
  name: string;
  document: string;
  emails: EmailRow[];
  phones: PhoneRow[];
  /** `aaaa-mm-dd` or '' (the date field's value). */
  birthday: string;
  company: CompanyOption | null;
  role: string;
  tags: string[];
  notes: string;
  address: AddressForm;
  customFields: CustomRow[];
}

export type PersonFormErrors = {
  name?: string;
  document?: string;
  birthday?: string;
  phones: (string | undefined)[];
  emails: (string | undefined)[];
  postalCode?: string;
  customFields: (string | undefined)[];
};

const emptyAddress = (): AddressForm => ({
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  country: '',
});

export function emptyForm(kind: PersonKind = 'person'): PersonForm {
  return {
    kind,
    name: '',
    document: '',
    emails: [],
    phones: [{ number: '', label: '' }],
    birthday: '',
    company: null,
    role: '',
    tags: [],
    notes: '',
    address: emptyAddress(),
    customFields: [],
  };
}

/** A saved person in the form: document and phones as people read them. */
export function formOf(person: Person): PersonForm {
  return {
    kind: person.kind,
    name: person.name,
    document: person.document ? formatDocument(person.document) : '',
    emails: person.emails.map((e) => ({ address: e.address, label: e.label ?? '' })),
    phones: person.phones.length
      ? person.phones.map((p) => ({ number: formatPhoneBR(p.e164), label: p.label ?? '' }))
      : [{ number: '', label: '' }],
    birthday: person.birthday ?? '',
    company:
      person.companyId && person.companyName
        ? { id: person.companyId, name: person.companyName }
        : null,
    role: person.role ?? '',
    tags: person.tags,
    notes: person.notes,
    address: {
      ...emptyAddress(),
      ...person.address,
      postalCode: cepMask(person.address?.postalCode ?? ''),
    },
    customFields: Object.entries(person.customFields).map(([key, saved]) => ({
      key,
      value: customValueText(saved),
      saved,
    })),
  };
}

/**
 * What the document field says while it is typed: nothing until it is whole (11 digits for a
 * CPF, 14 characters for a CNPJ), then the check digits' verdict — with the kind rule (people
 * have a CPF, companies a CNPJ). `ok` is the reassuring line under a valid number.
 */
export function documentStatus(
  typed: string,
  kind: PersonKind,
): { error?: string; ok?: string } | null {
  const raw = typed.replace(/[^0-9A-Za-z]/g, '');
  if (!raw) return null;
  const letters = /[A-Za-z]/.test(raw);
  const whole = raw.length === 14 || (raw.length === 11 && !letters);
  if (!whole) return null;
  const result = normalizeDocument(typed);
  if ('error' in result) return { error: result.error };
  if ((result.kind === 'cpf') !== (kind === 'person'))
    return { error: peopleMessages.documentKind };
  return { ok: result.kind === 'cpf' ? 'CPF válido.' : 'CNPJ válido.' };
}

export { documentMask };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form checked before it goes, as the server checks it (same normalizations): a name,
 * a whole and valid document of the right kind, real phones and e-mails. Empty rows are
 * dropped, not refused.
 */
export function validatePerson(form: PersonForm, birthdayInvalid = false): PersonFormErrors | null {
  const errors: PersonFormErrors = { phones: [], emails: [], customFields: [] };
  let failed = false;
  if (!form.name.trim()) {
    errors.name = 'Informe o nome.';
    failed = true;
  }
  if (form.document.trim()) {
    const status = documentStatus(form.document, form.kind);
    const message =
      status?.error ??
      (status?.ok
        ? undefined
        : form.kind === 'person'
          ? 'CPF incompleto: são 11 dígitos.'
          : 'CNPJ incompleto: são 14 caracteres.');
    if (message) {
      errors.document = message;
      failed = true;
    }
  }
  if (birthdayInvalid) {
    errors.birthday = peopleMessages.birthdayInvalid;
    failed = true;
  }
  const seenPhones = new Set<string>();
  form.phones.forEach((p, i) => {
    if (!p.number.trim()) return;
    const result = normalizePhone(p.number);
    if ('error' in result) errors.phones[i] = result.error;
    else if (seenPhones.has(result.e164)) errors.phones[i] = peopleMessages.phoneRepeated;
    else {
      seenPhones.add(result.e164);
      return;
    }
    failed = true;
  });
  const seenEmails = new Set<string>();
  form.emails.forEach((e, i) => {
    const address = e.address.trim().toLowerCase();
    if (!address) return;
    if (!EMAIL.test(address)) errors.emails[i] = peopleMessages.emailInvalid;
    else if (seenEmails.has(address)) errors.emails[i] = peopleMessages.emailRepeated;
    else {
      seenEmails.add(address);
      return;
    }
    failed = true;
  });
  const cep = form.address.postalCode.replace(/\D/g, '');
  if (cep && cep.length !== 8) {
    errors.postalCode = 'CEP incompleto: são 8 dígitos.';
    failed = true;
  }
  const seenKeys = new Set<string>();
  form.customFields.forEach((row, i) => {
    const key = row.key.trim();
    if (!key && !row.value.trim()) return;
    if (!key) errors.customFields[i] = 'Informe o nome do campo.';
    else if (seenKeys.has(key)) errors.customFields[i] = 'Este campo já está na lista.';
    else {
      seenKeys.add(key);
      return;
    }
    failed = true;
  });
  if (seenKeys.size > PERSON_CUSTOM_FIELDS_MAX) {
    errors.customFields[form.customFields.length - 1] = peopleMessages.customFieldsTooMany;
    failed = true;
  }
  return failed ? errors : null;
}

/** The address as sent: trimmed parts, the CEP's digits; nothing typed → null. */
function addressBody(form: AddressForm): PersonAddress | null {
  const parts = Object.entries({
    ...form,
    postalCode: form.postalCode.replace(/\D/g, ''),
  }).filter(([, v]) => v.trim() !== '');
  return parts.length
    ? (Object.fromEntries(parts.map(([k, v]) => [k, v.trim()])) as PersonAddress)
    : null;
}

/** The custom fields as sent: named rows; an untouched value keeps its stored type. */
function customFieldsBody(rows: CustomRow[]): Person['customFields'] {
  const fields: Person['customFields'] = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    fields[key] =
      row.saved !== undefined && row.value === customValueText(row.saved) ? row.saved : row.value;
  }
  return fields;
}

/** The body of a new person (every field). */
export function createBody(form: PersonForm): CreatePersonBody {
  return {
    kind: form.kind,
    name: form.name.trim(),
    document: form.document.trim() || null,
    emails: form.emails
      .filter((e) => e.address.trim())
      .map((e) => ({ address: e.address.trim(), label: e.label.trim() || null })),
    phones: form.phones
      .filter((p) => p.number.trim())
      .map((p) => ({ number: p.number.trim(), label: p.label.trim() || null })),
    birthday: form.birthday || null,
    companyId: form.kind === 'person' ? (form.company?.id ?? null) : null,
    role: form.role.trim() || null,
    tags: form.tags,
    notes: form.notes,
    address: addressBody(form.address),
    customFields: customFieldsBody(form.customFields),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit sends only what changed (the conflict dialog then shows only the person's own
 * changes, and a field someone else changed meanwhile is not overwritten by this form).
 */
export function updateBody(form: PersonForm, person: Person): UpdatePersonBody {
  const next = createBody(form);
  const before = createBody(formOf(person));
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreatePersonBody)[])
    if (!same(next[key], before[key])) body[key] = next[key];
  return body as UpdatePersonBody;
}
