import ICAL from 'ical.js';
import { typeFromLabel } from './phone-labels';

/** What a vCard 4.0 card says of a contact or person (fields left empty are not written). */
export interface VcardData {
  name: string;
  /** E.164 numbers with an optional pt-BR label ("Celular", "Trabalho", or a custom one). */
  phones: { e164: string; label?: string | null }[];
  emails: string[];
  org?: string | null;
  title?: string | null;
  categories?: string[];
  note?: string | null;
  /** "1980-05-12". */
  birthday?: string | null;
  address?: {
    street?: string | null;
    /** "Apto 12": ADR's extended address. */
    extended?: string | null;
    city?: string | null;
    region?: string | null;
    postalCode?: string | null;
    country?: string | null;
  } | null;
  /** KIND:org for a company (RFC 6350). */
  kind?: 'individual' | 'org';
  /** Private properties ("x-orbita-documento"), written after the standard ones. */
  extras?: { name: `x-${string}`; value: string }[];
}

function card(data: VcardData): InstanceType<typeof ICAL.Component> {
  const vcard = new ICAL.Component('vcard');
  vcard.addPropertyWithValue('version', '4.0');
  if (data.kind === 'org') vcard.addPropertyWithValue('kind', 'org');
  vcard.addPropertyWithValue('fn', data.name);
  // The whole name as the given name: splitting "Maria da Silva" or "Padaria Pão Quente" into
  // family and given names would be a guess; clients that show N show the same text.
  const n = new ICAL.Property('n');
  n.setValue(['', data.name, '', '', ''] as unknown as string); // structured: ical.js takes the list
  vcard.addProperty(n);
  let group = 0;
  for (const { e164, label } of data.phones) {
    const tel = new ICAL.Property('tel');
    tel.resetType('uri');
    tel.setValue(`tel:${e164}`);
    const type = label ? typeFromLabel(label) : null;
    if (type) tel.setParameter('type', type);
    vcard.addProperty(tel);
    if (label && !type) {
      // A label vCard has no type for: Apple's grouped X-ABLabel, read by iOS, macOS and Google.
      const name = `item${++group}`;
      tel.setParameter('group' as string, name);
      const custom = new ICAL.Property('x-ablabel');
      custom.setParameter('group' as string, name);
      custom.setValue(label);
      vcard.addProperty(custom);
    }
  }
  for (const email of data.emails) vcard.addPropertyWithValue('email', email);
  if (data.org) {
    const org = new ICAL.Property('org');
    org.setValue([data.org] as unknown as string); // structured: a ";" in the name is escaped
    vcard.addProperty(org);
  }
  if (data.title) vcard.addPropertyWithValue('title', data.title);
  // "1980-05-12", as Google and Apple write it (read back by `vcardDate`).
  if (data.birthday) vcard.addPropertyWithValue('bday', data.birthday);
  const a = data.address;
  if (a && (a.street || a.extended || a.city || a.region || a.postalCode || a.country)) {
    const adr = new ICAL.Property('adr');
    adr.setValue([
      '',
      a.extended ?? '',
      a.street ?? '',
      a.city ?? '',
      a.region ?? '',
      a.postalCode ?? '',
      a.country ?? '',
    ] as unknown as string);
    vcard.addProperty(adr);
  }
  if (data.categories?.length) {
    const categories = new ICAL.Property('categories');
    categories.setValues(data.categories);
    vcard.addProperty(categories);
  }
  if (data.note) vcard.addPropertyWithValue('note', data.note);
  for (const extra of data.extras ?? []) vcard.addPropertyWithValue(extra.name, extra.value);
  return vcard;
}

/** One vCard 4.0 card, CRLF lines folded at 75 characters (ical.js), ending in CRLF. */
export const toVcardCard = (data: VcardData) => `${card(data).toString()}\r\n`;
