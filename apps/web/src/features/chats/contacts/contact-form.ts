import type { Contact, CreateContactBody } from '@orbita/contracts/chats';
import { formatPhoneBR, normalizePhone } from '@orbita/contracts/phone';

export interface PhoneRow {
  number: string;
  label: string;
}

export interface ContactForm {
  name: string;
  phones: PhoneRow[];
  emails: string[];
  tags: string[];
  company: string;
  notes: string;
}

export type ContactFormErrors = {
  name?: string;
  phones: (string | undefined)[];
  emails: (string | undefined)[];
};

export function emptyForm(): ContactForm {
  return {
    name: '',
    phones: [{ number: '', label: '' }],
    emails: [],
    tags: [],
    company: '',
    notes: '',
  };
}

/** A saved contact in the form: its phones as people read them ("(41) 99999-8888"). */
export function formOf(contact: Contact): ContactForm {
  return {
    name: contact.name,
    phones: contact.phones.length
      ? contact.phones.map((p) => ({ number: formatPhoneBR(p.e164), label: p.label ?? '' }))
      : [{ number: '', label: '' }],
    emails: contact.emails,
    tags: contact.tags,
    company: contact.company ?? '',
    notes: contact.notes,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form checked before it goes (the server checks again): a name, each typed phone a real
 * one (the same normalization as the server, its pt-BR reason under the field), each e-mail
 * one. Empty phone rows are dropped, not refused.
 */
export function validateContact(form: ContactForm): ContactFormErrors | null {
  const errors: ContactFormErrors = { phones: [], emails: [] };
  let failed = false;
  if (!form.name.trim()) {
    errors.name = 'Informe o nome.';
    failed = true;
  }
  form.phones.forEach((p, i) => {
    if (!p.number.trim()) return;
    const result = normalizePhone(p.number);
    if ('error' in result) {
      errors.phones[i] = result.error;
      failed = true;
    }
  });
  form.emails.forEach((e, i) => {
    if (!EMAIL.test(e.trim())) {
      errors.emails[i] = 'E-mail inválido.';
      failed = true;
    }
  });
  return failed ? errors : null;
}

export function contactBody(form: ContactForm): CreateContactBody {
  return {
    name: form.name.trim(),
    phones: form.phones
      .filter((p) => p.number.trim())
      .map((p) => ({ number: p.number.trim(), label: p.label.trim() || null })),
    emails: form.emails.map((e) => e.trim()).filter(Boolean),
    tags: form.tags,
    company: form.company.trim() || null,
    notes: form.notes,
  };
}
