import { dayjs } from '../../../platform/dates';

/**
 * When the inbox row's last message came: "14:32" today, "ontem" yesterday, else "dd/mm/aaaa"
 * (the person's local day, as their clock shows it).
 */
export function messageTime(at: string, now: Date = new Date()): string {
  const when = dayjs(at);
  const today = dayjs(now).startOf('day');
  if (!when.isBefore(today)) return when.format('HH:mm');
  if (!when.isBefore(today.subtract(1, 'day'))) return 'ontem';
  return when.format('DD/MM/YYYY');
}

/** dd/mm/aaaa hh:mm, for health figures (último webhook, último erro). */
export function dateTime(at: string | null): string {
  return at ? dayjs(at).format('DD/MM/YYYY HH:mm') : '—';
}

export function day(at: string | null): string {
  return at ? dayjs(at).format('DD/MM/YYYY') : '—';
}

/** The clock shows when the 24 h window closes within this long. */
export const WINDOW_WARNING_MS = 2 * 60 * 60 * 1000;

export type WindowState = 'none' | 'open' | 'closing' | 'closed';

/**
 * The WhatsApp customer-service window as the row shows it: `closing` (a clock) within 2 h of
 * its end, `closed` ("Janela fechada": templates only). Team chats have none.
 */
export function windowState(
  conversation: { kind: string; windowClosesAt: string | null },
  now: Date = new Date(),
): WindowState {
  if (conversation.kind !== 'whatsapp') return 'none';
  if (!conversation.windowClosesAt) return 'closed';
  const left = new Date(conversation.windowClosesAt).getTime() - now.getTime();
  if (left <= 0) return 'closed';
  return left <= WINDOW_WARNING_MS ? 'closing' : 'open';
}

/** "1 h 20 min" / "45 min" left, for the clock's label. */
export function timeLeft(until: string, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.round((new Date(until).getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
