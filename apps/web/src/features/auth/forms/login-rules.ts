import type { RegisterOptions } from 'react-hook-form';

/**
 * The sign-in form's rules without zod: the login view is what every visitor downloads
 * first, and the contracts' schemas (zod) cost more than the rest of the form. These
 * mirror `loginBodySchema` of @orbita/contracts/auth rule for rule, message for message
 * (login-rules.test.ts checks them against it); the server validates with the schema.
 */

/** zod 4's `z.email()` pattern, the one `emailSchema` uses. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginForm {
  email: string;
  password: string;
}

// Checked in the schema's order, so the first message is the one zod would give.
export const loginRules = {
  email: {
    validate: (value: string) => {
      if (!emailPattern.test(value)) return 'Informe um e-mail válido.';
      if (value.length > 254) return 'Informe no máximo 254 caracteres.';
      return true;
    },
  },
  password: {
    validate: (value: string) => {
      if (value.length < 1) return 'Informe sua senha.';
      if (value.length > 200) return 'Informe no máximo 200 caracteres.';
      return true;
    },
  },
} satisfies { [K in keyof LoginForm]: RegisterOptions<LoginForm, K> };
