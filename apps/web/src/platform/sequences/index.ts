/**
 * THE edit of a code sequence (prefix, digits, suffix, next number): /fabrica/sequencias and
 * the products' "Códigos" open the same dialog, through the sequences API.
 */
export { SequenceDialog } from './sequence-dialog';
export { SequenceDialogById } from './sequence-dialog-by-id';
