import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../platform/errors';

/** argon2id (the library's default algorithm) with OWASP's 19 MiB / t=2 / p=1. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown e-mail, Google-only account) it still
 * verifies against a fixed hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('orbita-senha-ficticia-para-tempo-constante');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The rules beyond length (which the contract's schema checks): not the e-mail itself. */
export function assertPasswordAllowed(password: string, email: string, field = 'password'): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    const message = 'A senha não pode ser igual ao seu e-mail.';
    throw AppError.validation(message, { [field]: message });
  }
}
