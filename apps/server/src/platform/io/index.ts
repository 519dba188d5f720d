/**
 * Files in and out, for any module (chats' contacts, people): decoding of uploads (UTF-8 or
 * windows-1252), CSV reading (delimiter detection, line numbers) and writing for Excel pt-BR
 * (formula guard), vCard 2.1/3.0/4.0 reading through ical.js and vCard 4.0 writing, and the
 * phone labels both formats share. Pure functions: what a record means is the module's.
 */
export { decodeCharset, decodeTextFile } from './decode-text';
export {
  CSV_BOM,
  CSV_HEADER_SEARCH_ROWS,
  csvCell,
  csvLine,
  detectDelimiter,
  headerKey,
  readCsvRows,
  splitCellValues,
  unguardCell,
  type CsvRow,
  type FileLineError,
} from './csv';
export { labelFromAppleLabel, labelFromTypes, typeFromLabel } from './phone-labels';
export {
  asList,
  countCards,
  nameFromN,
  propertyText,
  readVcards,
  telValue,
  vcardDate,
  type JProperty,
  type ReadCard,
} from './vcard-read';
export { toVcardCard, type VcardData } from './vcard-write';
