/**
 * Phone numbers, shared by server and web (`@orbita/contracts/phone`, a subpath of its own so
 * that only screens that handle phones pull libphonenumber's metadata into their chunk):
 * normalization to E.164 with Brazil's rules (DDD, ninth digit), WhatsApp wa_ids, display and
 * the input mask of a BR phone field.
 */
export {
  normalizePhone,
  waIdToE164,
  e164ToWaId,
  phoneErrors,
  PHONE_INPUT_MAX,
  type PhoneResult,
} from './normalize';
export { formatPhoneBR, phoneMaskBR } from './format';
