import { DEFAULT_TIME_ZONE } from '@orbita/contracts/settings/values';

export interface TimeZoneOption {
  id: string;
  /** pt-BR: "São Paulo — Horário de Brasília (GMT-03:00)". */
  label: string;
}

function partOf(zone: string, style: 'longGeneric' | 'longOffset'): string {
  try {
    const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: zone, timeZoneName: style })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return parts?.value ?? '';
  } catch {
    return '';
  }
}

// IANA names are ASCII ("Sao_Paulo"); Brazil's own cities are written as Brazilians write
// them. No Intl API names a zone's city, so this short list is ours.
const brazilianCities: Record<string, string> = {
  Sao_Paulo: 'São Paulo',
  Belem: 'Belém',
  Cuiaba: 'Cuiabá',
  Maceio: 'Maceió',
  Araguaina: 'Araguaína',
  Santarem: 'Santarém',
  Eirunepe: 'Eirunepé',
  Noronha: 'Fernando de Noronha',
};

/** A zone as people read it: city in pt-BR spelling of the IANA name, the zone's name and offset. */
export function timeZoneLabel(zone: string): string {
  const last = zone.split('/').at(-1) ?? zone;
  const city = brazilianCities[last] ?? last.replace(/_/g, ' ');
  const name = partOf(zone, 'longGeneric');
  const offset = partOf(zone, 'longOffset');
  return [city, name && name !== offset ? `— ${name}` : '', offset ? `(${offset})` : '']
    .filter(Boolean)
    .join(' ');
}

let cached: TimeZoneOption[] | null = null;

/** Every zone this browser knows (Intl.supportedValuesOf), built once and on demand. */
export function timeZoneOptions(): TimeZoneOption[] {
  if (cached) return cached;
  const ids =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = ids.includes(DEFAULT_TIME_ZONE) ? ids : [DEFAULT_TIME_ZONE, ...ids];
  cached = all.map((id) => ({ id, label: timeZoneLabel(id) }));
  return cached;
}
