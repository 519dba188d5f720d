import { loginBodySchema } from '@orbita/contracts/auth';
import { ptBRErrorMap } from '@orbita/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRules } from './login-rules';

// As on the server: rules without their own message speak pt-BR.
z.config({ localeError: ptBRErrorMap });

/** The first message zod gives for `field`, or true when the field is valid. */
function zodVerdict(
  values: { email: string; password: string },
  field: 'email' | 'password',
): string | true {
  const result = loginBodySchema.safeParse(values);
  if (result.success) return true;
  return result.error.issues.find((i) => i.path[0] === field)?.message ?? true;
}

const emails = [
  '',
  ' ',
  'ana',
  'ana@',
  '@exemplo.com',
  'ana@exemplo',
  'ana@exemplo.com.br',
  'ana.souza+orbita@exemplo.com.br',
  '.ana@exemplo.com',
  'ana..souza@exemplo.com',
  'ana.@exemplo.com',
  "o'neil@exemplo.io",
  'ana@-exemplo.com',
  'ana@exemplo.c',
  'ANA@EXEMPLO.COM',
  'ana souza@exemplo.com',
  'ana@exemplo.com ',
  'çã@exemplo.com',
  `${'a'.repeat(250)}@exemplo.com`,
  `${'a'.repeat(240)}@exemplo.com`,
];
const passwords = ['', 'x', 'senha-forte-123', ' ', 'a'.repeat(200), 'a'.repeat(201)];

describe('loginRules', () => {
  it('gives the same verdict and message as loginBodySchema for every e-mail', () => {
    for (const email of emails) {
      expect(loginRules.email.validate(email), JSON.stringify(email)).toBe(
        zodVerdict({ email, password: 'x' }, 'email'),
      );
    }
  });

  it('gives the same verdict and message as loginBodySchema for every password', () => {
    for (const password of passwords) {
      expect(loginRules.password.validate(password), `${password.length} chars`).toBe(
        zodVerdict({ email: 'ana@exemplo.com', password }, 'password'),
      );
    }
  });
});
