/**
 * Contacts in and out of files (issue 21): vCard 2.1/3.0/4.0 and CSV import with
 * deduplication, vCard 4.0 and CSV (Excel pt-BR) export. Pure functions, no database: the
 * contacts service reads the file, plans with `dedupeParsed` and writes in its transaction.
 */
export { parseVcards } from './vcard-parse';
export { parseContactsCsv } from './contacts-csv';
export { dedupeParsed, type ExistingContact, type ImportPlan } from './dedupe';
export { toCsv, toVcard, type ExportContact } from './export';
export { decodeContactsFile } from './decode';
export {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CONTACTS,
  type ImportError,
  type ImportResult,
  type ParsedContact,
} from './types';
