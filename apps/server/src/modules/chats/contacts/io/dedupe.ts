import { contactLimits, type ParsedContact } from './types';

/** A contact already in the workspace, as dedupe needs it (E.164 phones, lower-case e-mails). */
export interface ExistingContact {
  id: string;
  phones: string[];
  emails: string[];
}

/**
 * What to do with the rows of a file. Rows that share a phone or an e-mail (directly or through
 * another row) are folded into one entry; `rows` lists their indexes in the input. An entry
 * whose phone (first) or e-mail matches a contact of the workspace merges into it.
 */
export type ImportPlan =
  | { action: 'create'; contact: ParsedContact; rows: number[] }
  | { action: 'merge'; contactId: string; contact: ParsedContact; rows: number[] };

/** Union-find over row indexes: rows linked by a shared phone or e-mail end in one set. */
function groupRows(rows: ParsedContact[]): number[][] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const owner = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const key of [...row.phones.map((p) => `p:${p}`), ...row.emails.map((e) => `e:${e}`)]) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else {
        const [a, b] = [find(other), find(i)];
        // The earliest row stays the root, so a group keeps the file's order.
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const groups = new Map<number, number[]>();
  rows.forEach((_, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  });
  return [...groups.values()];
}

const union = <T>(lists: T[][], max: number) => [...new Set(lists.flat())].slice(0, max);

/** One contact from a group of rows: the first row's name and company, every phone, e-mail, tag and note. */
function fold(rows: ParsedContact[]): ParsedContact {
  const first = rows[0]!;
  if (rows.length === 1) return first;
  const tags = new Map<string, string>();
  for (const tag of rows.flatMap((r) => r.tags)) {
    const key = tag.toLocaleLowerCase('pt-BR');
    if (!tags.has(key)) tags.set(key, tag);
  }
  const notes = [...new Set(rows.map((r) => r.notes).filter((n): n is string => !!n))].join('\n\n');
  return {
    name: first.name,
    phones: union(
      rows.map((r) => r.phones),
      contactLimits.phones,
    ),
    emails: union(
      rows.map((r) => r.emails),
      contactLimits.emails,
    ),
    tags: [...tags.values()].slice(0, contactLimits.tags),
    company: rows.find((r) => r.company)?.company ?? null,
    notes: notes ? notes.slice(0, contactLimits.notes) : null,
    phoneLabels: Object.assign({}, ...rows.map((r) => r.phoneLabels).reverse()) as Record<
      string,
      string
    >,
  };
}

/**
 * Deduplicates an import: rows of the file that are one person are folded, and each result
 * either creates a contact or merges into the workspace's contact with the same E.164 (first)
 * or the same e-mail. A phone that belongs to another existing contact is left out of the
 * merged data (one identity per E.164: the service would refuse it).
 */
export function dedupeParsed(rows: ParsedContact[], existing: ExistingContact[]): ImportPlan[] {
  const byPhone = new Map<string, string>();
  const byEmail = new Map<string, string>();
  for (const contact of existing) {
    for (const phone of contact.phones) if (!byPhone.has(phone)) byPhone.set(phone, contact.id);
    for (const email of contact.emails) {
      const key = email.toLowerCase();
      if (!byEmail.has(key)) byEmail.set(key, contact.id);
    }
  }
  return groupRows(rows).map((indexes) => {
    const contact = fold(indexes.map((i) => rows[i]!));
    const contactId =
      contact.phones.map((p) => byPhone.get(p)).find(Boolean) ??
      contact.emails.map((e) => byEmail.get(e)).find(Boolean);
    const own = (phone: string) => (byPhone.get(phone) ?? contactId) === contactId;
    const phones = contact.phones.filter(own);
    const cleaned =
      phones.length === contact.phones.length
        ? contact
        : {
            ...contact,
            phones,
            phoneLabels: Object.fromEntries(
              Object.entries(contact.phoneLabels).filter(([phone]) => own(phone)),
            ),
          };
    return contactId
      ? { action: 'merge', contactId, contact: cleaned, rows: indexes }
      : { action: 'create', contact: cleaned, rows: indexes };
  });
}
