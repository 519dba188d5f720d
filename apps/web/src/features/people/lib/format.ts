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
