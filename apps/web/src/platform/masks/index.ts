export { formatBRL, parseBRL } from './brl';
export { formatDateTime, parseDateTime } from './date-time';
export { maskSpecs, type MaskName, type MaskSpec, type MaskValues } from './mask-specs';
export { MaskedCentavos } from './masked-centavos';
export { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field';
export {
  formatIntegerBR,
  formatNumberBR,
  NUMBER_MESSAGE,
  parseNumberBR,
  type ParsedNumber,
} from './number-br';
