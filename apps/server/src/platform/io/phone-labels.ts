/**
 * Phone labels: vCard TEL types (and Apple's X-ABLabel) ↔ the pt-BR label a contact's phone
 * shows. Flags that are no label (pref, voice, internet) are dropped.
 */
const FROM_TYPE: Record<string, string> = {
  cell: 'Celular',
  mobile: 'Celular',
  iphone: 'Celular',
  home: 'Casa',
  work: 'Trabalho',
  main: 'Principal',
  fax: 'Fax',
  pager: 'Pager',
  whatsapp: 'WhatsApp',
  other: 'Outro',
};
const NOT_LABELS = new Set([
  'pref',
  'voice',
  'internet',
  'x400',
  'text',
  'msg',
  'video',
  'bbs',
  'modem',
  'car',
  'isdn',
  'pcs',
  'textphone',
]);
const TO_TYPE: Record<string, string> = {
  Celular: 'cell',
  Casa: 'home',
  Trabalho: 'work',
  Fax: 'fax',
  Pager: 'pager',
};

/** The label of a TEL's types (["CELL", "VOICE"] → "Celular"; "HOME,FAX" → "Fax"). */
export function labelFromTypes(types: string[]): string | null {
  const names = types.flatMap((t) => t.split(',')).map((t) => t.trim().toLowerCase());
  if (names.includes('fax')) return 'Fax';
  for (const name of names) {
    if (NOT_LABELS.has(name) || !name) continue;
    return FROM_TYPE[name] ?? null;
  }
  return null;
}

/** Apple's custom label ("_$!<Mobile>!$_" for its own, anything else as the person typed it). */
export function labelFromAppleLabel(label: string): string | null {
  const own = /^_\$!<(.+)>!\$_$/.exec(label.trim());
  if (!own) return label.trim() || null;
  const name = own[1]!.toLowerCase();
  return FROM_TYPE[name] ?? (name === 'homefax' || name === 'workfax' ? 'Fax' : own[1]!);
}

/** The TEL type a label writes as, or null when it needs a custom label (X-ABLabel). */
export function typeFromLabel(label: string): string | null {
  return TO_TYPE[label] ?? null;
}
