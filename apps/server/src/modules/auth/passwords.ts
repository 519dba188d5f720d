import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { errorCodes } from '@orbita/contracts';
import pLimit from 'p-limit';
import { AppError } from '../../platform/errors';
import { commonPasswordsPtBr } from './common-passwords-pt-br';

/** argon2id (the library's default algorithm) with OWASP's 19 MiB / t=2 / p=1. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Every hash and verify waits its turn here. Each takes a whole core for tens of
 * milliseconds (on libuv's pool, so the event loop is free, but the CPU is not): unbounded,
 * a burst of logins starves every other request of the machine. At most `concurrency` run at
 * once, at most `queue` wait; past that the attempt is refused at once (503, pt-BR) instead
 * of queueing without end. Set from the config when the auth module starts.
 */
const hashing = {
  limit: pLimit(Math.max(1, Math.floor(availableParallelism() / 2))),
  queue: 16,
};

export function configurePasswordHashing(config: {
  AUTH_HASH_CONCURRENCY: number;
  AUTH_HASH_QUEUE: number;
}): void {
  hashing.limit.concurrency = config.AUTH_HASH_CONCURRENCY;
  hashing.queue = config.AUTH_HASH_QUEUE;
}

export const hashingBusyMessage =
  'Muitas pessoas entrando ao mesmo tempo. Tente de novo em alguns segundos.';

/** Runs one hashing job in the bounded queue, or refuses with 503 when the queue is full. */
export function inHashingQueue<T>(job: () => Promise<T>): Promise<T> {
  const { activeCount, pendingCount, concurrency } = hashing.limit;
  if (activeCount + pendingCount >= concurrency + hashing.queue)
    return Promise.reject(new AppError(503, errorCodes.unavailable, hashingBusyMessage));
  return hashing.limit(job);
}

/** How many hashing jobs run and wait right now (tests, diagnostics). */
export const hashingLoad = () => ({
  active: hashing.limit.activeCount,
  waiting: hashing.limit.pendingCount,
});

export function hashPassword(password: string): Promise<string> {
  return inHashingQueue(() => hash(password, options));
}

// Computed once, outside the queue: a refused first attempt must not poison it.
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
    dummyHash ??= hash('orbita-senha-ficticia-para-tempo-constante', options);
    const fixed = await dummyHash;
    await inHashingQueue(() => verify(fixed, password).catch(() => false));
    return false;
  }
  return inHashingQueue(() => verify(storedHash, password).catch(() => false));
}

let common: Set<string> | null = null;

/**
 * The most common passwords: zxcvbn-ts' list (about 50,000, from public leaks) plus a pt-BR
 * one. Built on first use (a few milliseconds) and kept; shorter than 8 characters is left
 * out, the schema refuses those already. Server only: the web bundle never carries it.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    [...dictionary['passwords-common'], ...commonPasswordsPtBr].filter((p) => p.length >= 8),
  );
  return common;
}

export const commonPasswordMessage =
  'Esta senha é muito comum e fácil de adivinhar. Escolha outra, que só você saiba.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * The rules beyond length (which the contract's schema checks): not the e-mail itself, not
 * one of the most common passwords.
 */
export function assertPasswordAllowed(password: string, email: string, field = 'password'): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    const message = 'A senha não pode ser igual ao seu e-mail.';
    throw AppError.validation(message, { [field]: message });
  }
  if (isCommonPassword(password))
    throw AppError.validation(commonPasswordMessage, { [field]: commonPasswordMessage });
}
