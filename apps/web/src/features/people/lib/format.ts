import { formatDocument, type Person } from '@orbita/contracts/people';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { dayjs } from '../../../platform/dates';

/** "123.456.789-09" / "12.ABC.345/01DE-35" with its kind, or null. */
export function documentText(person: Pick<Person, 'document' | 'documentKind'>): string | null {
  if (!person.document) return null;
  const kind = person.documentKind === 'cnpj' ? 'CNPJ' : 'CPF';
  return `${kind} ${formatDocument(person.document)}`;
}

/** `aaaa-mm-dd` → dd/mm/aaaa (a calendar day: no time zone moves it). */
export function dayText(day: string | null): string {
  if (!day) return '—';
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** An instant as the person's own clock reads it: dd/mm/aaaa. */
export function dateText(at: string | null): string {
  return at ? dayjs(at).format('DD/MM/YYYY') : '—';
}

/** "hoje", "há 1 dia", "há 45 dias", or "nunca". */
export function lastContactText(at: string | null, now: Date = new Date()): string {
  if (!at) return 'Nunca';
  const days = dayjs(now).startOf('day').diff(dayjs(at).startOf('day'), 'day');
  if (days <= 0) return 'Hoje';
  return days === 1 ? 'Há 1 dia' : `Há ${days} dias`;
}

/** Whether the keep-in-touch cadence says it is time to talk (never talked counts as due). */
export function contactDue(
  person: Pick<Person, 'keepInTouchDays' | 'lastContactAt'>,
  now: Date = new Date(),
): boolean {
  if (!person.keepInTouchDays) return false;
  if (!person.lastContactAt) return true;
  return dayjs(now).diff(dayjs(person.lastContactAt), 'day') >= person.keepInTouchDays;
}

export const phonesText = (person: Pick<Person, 'phones'>) =>
  person.phones.map((p) => formatPhoneBR(p.e164));

export const emailsText = (person: Pick<Person, 'emails'>) => person.emails.map((e) => e.address);

/** "a cada 30 dias" / "a cada 1 dia". */
export const cadenceText = (days: number) => `a cada ${days} ${days === 1 ? 'dia' : 'dias'}`;

/** A CEP as typed → "00000-000" (digits only, at most 8). */
export function cepMask(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** An address on one line: "Rua X, 100 · Sala 2 · Centro · Curitiba - PR · 80010-000". */
export function addressText(address: Person['address']): string {
  if (!address) return '';
  return [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.district,
    [address.city, address.state].filter(Boolean).join(' - '),
    address.postalCode && /^\d{8}$/.test(address.postalCode)
      ? cepMask(address.postalCode)
      : address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A custom field's value as read: Sim/Não, numbers as written, nothing as ''. */
export function customValueText(value: Person['customFields'][string]): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** The 27 federative units (UF) of Brazil. */
export const ufs: readonly { uf: string; name: string }[] = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'TO', name: 'Tocantins' },
];
