import { chatMessages } from '@orbita/contracts/chats';
import { AppError } from '../../../../platform/errors';
import { decodeTextFile } from '../../../../platform/io';
import { IMPORT_MAX_BYTES } from './types';

const tooLarge = (): never => {
  throw AppError.validation(chatMessages.importTooLarge, { text: chatMessages.importTooLarge });
};

/** Refuses a file over the import's limit of contacts (the count is the caller's). */
export function assertContactCount(count: number, max: number): void {
  if (count > max) tooLarge();
}

/** The text of an uploaded contacts file (platform/io's decoding); over 5 MB is refused. */
export function decodeContactsFile(input: string | Uint8Array): string {
  return decodeTextFile(input, IMPORT_MAX_BYTES, tooLarge);
}
