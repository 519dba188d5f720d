import {
  CONTACT_EMAILS_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NOTES_MAX,
  CONTACT_PHONES_MAX,
  CONTACT_TAGS_MAX,
  TAG_MAX,
} from '@orbita/contracts/chats';

/**
 * One contact read from a file, already cleaned: phones in E.164, e-mails lower-cased and
 * valid, tags without duplicates, texts within the contact's limits.
 */
export interface ParsedContact {
  name: string;
  phones: string[];
  emails: string[];
  tags: string[];
  company: string | null;
  notes: string | null;
  /**
   * Labels of some phones, by E.164, in pt-BR ("Celular", "Trabalho", "Casa", or the file's own
   * custom label). vCard only: CSV has no labels. Absent phones have no label.
   */
  phoneLabels: Record<string, string>;
}

/** A line (1-based, of the file) that was refused whole or in part, and why (pt-BR). */
export interface ImportError {
  line: number;
  message: string;
}

export interface ImportResult {
  rows: ParsedContact[];
  errors: ImportError[];
}

/** The import's limits (the contract's body limit and message say the same). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_CONTACTS = 20_000;

export const contactLimits = {
  name: CONTACT_NAME_MAX,
  notes: CONTACT_NOTES_MAX,
  company: 120,
  phones: CONTACT_PHONES_MAX,
  emails: CONTACT_EMAILS_MAX,
  tags: CONTACT_TAGS_MAX,
  tag: TAG_MAX,
  label: 40,
} as const;
