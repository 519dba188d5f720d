import {
  PERSON_EMAILS_MAX,
  PERSON_NOTES_MAX,
  PERSON_PHONES_MAX,
  PERSON_TAGS_MAX,
  type ImportDuplicateMode,
  type ImportMatch,
  type ImportRowAction,
} from '@orbita/contracts/people';
import type { ParsedPerson } from './parse';

/** A person already in the workspace, as the plan needs it. */
export interface ExistingPerson {
  id: string;
  name: string;
  document: string | null;
  emails: string[];
  phones: string[];
}

/** What happens to one file row. */
export interface RowOutcome {
  line: number;
  name: string;
  action: ImportRowAction;
  personId: string | null;
  personName: string | null;
  match: ImportMatch | null;
}

/** One write: a new person (rows of the file that are one person folded into it) or an update. */
export type PlannedWrite =
  | { action: 'create'; person: ParsedPerson }
  | { action: 'update'; personId: string; person: ParsedPerson };

export interface ImportPlan {
  writes: PlannedWrite[];
  rows: RowOutcome[];
  created: number;
  updated: number;
  skipped: number;
}

const unionLimited = <T>(a: T[], b: T[], max: number, key: (v: T) => string = String) => {
  const seen = new Set(a.map(key));
  const out = [...a];
  for (const v of b) {
    if (out.length >= max) break;
    if (seen.has(key(v))) continue;
    seen.add(key(v));
    out.push(v);
  }
  return out;
};

/** A later row of the file that is the same person: its lists joined, empty fields filled. */
function fold(into: ParsedPerson, row: ParsedPerson, taken: (document: string) => boolean): void {
  into.emails = unionLimited(into.emails, row.emails, PERSON_EMAILS_MAX);
  into.phones = unionLimited(into.phones, row.phones, PERSON_PHONES_MAX, (p) => p.e164);
  into.tags = unionLimited(into.tags, row.tags, PERSON_TAGS_MAX, (t) =>
    t.toLocaleLowerCase('pt-BR'),
  );
  // A document that is another person's already stays theirs (unique per workspace).
  if (!into.document && row.document && !taken(row.document)) into.document = row.document;
  into.birthday ??= row.birthday;
  into.address ??= row.address;
  into.company ??= row.company;
  into.role ??= row.role;
  into.keepInTouchDays ??= row.keepInTouchDays;
  if (row.notes && !into.notes.includes(row.notes))
    into.notes = [into.notes, row.notes].filter(Boolean).join('\n\n').slice(0, PERSON_NOTES_MAX);
}

/**
 * Deduplicates an import against the workspace and within the file. A row matches an existing
 * person by CPF/CNPJ first, then phone (E.164), then e-mail; `onDuplicate` decides whether it
 * updates that person or is skipped. A row matching an earlier row of the file (same keys) is
 * folded into it: one person, not two. Pure: the service writes what it says.
 */
export function planImport(
  rows: ParsedPerson[],
  existing: ExistingPerson[],
  onDuplicate: ImportDuplicateMode,
): ImportPlan {
  const byDocument = new Map<string, ExistingPerson>();
  const byPhone = new Map<string, ExistingPerson>();
  const byEmail = new Map<string, ExistingPerson>();
  for (const p of existing) {
    if (p.document) byDocument.set(p.document, p);
    for (const phone of p.phones) if (!byPhone.has(phone)) byPhone.set(phone, p);
    for (const email of p.emails) if (!byEmail.has(email)) byEmail.set(email, p);
  }
  // Keys of the file's own rows → the write they went into (and the existing person, if any).
  const inFile = new Map<
    string,
    { write: PlannedWrite | null; personId: string | null; name: string }
  >();
  const keysOf = (r: ParsedPerson) => [
    ...(r.document ? [`d:${r.document}`] : []),
    ...r.phones.map((p) => `p:${p.e164}`),
    ...r.emails.map((e) => `e:${e}`),
  ];
  const plan: ImportPlan = { writes: [], rows: [], created: 0, updated: 0, skipped: 0 };
  for (const row of rows) {
    const keys = keysOf(row);
    const earlier = keys.map((k) => inFile.get(k)).find(Boolean);
    if (earlier) {
      if (earlier.write) fold(earlier.write.person, row, (d) => byDocument.has(d));
      plan.rows.push({
        line: row.line,
        name: row.name,
        action: earlier.write ? earlier.write.action : 'skip',
        personId: earlier.personId,
        personName: earlier.name,
        match: 'file',
      });
      for (const k of keys) if (!inFile.has(k)) inFile.set(k, earlier);
      continue;
    }
    let match: ImportMatch | null = null;
    let found: ExistingPerson | undefined;
    if (row.document && (found = byDocument.get(row.document))) match = 'document';
    else if ((found = row.phones.map((p) => byPhone.get(p.e164)).find(Boolean))) match = 'phone';
    else if ((found = row.emails.map((e) => byEmail.get(e)).find(Boolean))) match = 'email';
    let write: PlannedWrite | null = null;
    if (!found) {
      write = { action: 'create', person: { ...row } };
      plan.created += 1;
    } else if (onDuplicate === 'update') {
      // Another person's document stays theirs: the update never takes it (unique per workspace).
      const document =
        row.document && byDocument.has(row.document) && match !== 'document' ? null : row.document;
      write = { action: 'update', personId: found.id, person: { ...row, document } };
      plan.updated += 1;
    } else plan.skipped += 1;
    if (write) plan.writes.push(write);
    const entry = { write, personId: found?.id ?? null, name: found?.name ?? row.name };
    for (const k of keys) inFile.set(k, entry);
    plan.rows.push({
      line: row.line,
      name: row.name,
      action: write ? write.action : 'skip',
      personId: found?.id ?? null,
      personName: found?.name ?? null,
      match,
    });
  }
  return plan;
}
