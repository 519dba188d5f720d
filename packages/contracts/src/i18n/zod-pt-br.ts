import { z } from 'zod';
import { ptBR } from 'zod/locales';

/**
 * pt-BR messages for every default validation rule, shared by server and web so a
 * field says the same thing in the form and in the API's 400 answer.
 * Zod ships a "pt" (European) and a generic "pt-BR" locale; neither reads like the
 * short, friendly sentences Orbita uses, so the common rules are written here and the
 * rare ones fall back to zod's own pt-BR text.
 */
const sizeUnits: Record<string, string> = {
  string: 'caracteres',
  array: 'itens',
  set: 'itens',
  file: 'bytes',
};

const formatMessages: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  url: 'Informe uma URL válida.',
  uuid: 'Identificador inválido.',
  datetime: 'Informe uma data e hora válidas.',
  date: 'Informe uma data válida.',
  time: 'Informe uma hora válida.',
  ipv4: 'Informe um endereço IPv4 válido.',
  ipv6: 'Informe um endereço IPv6 válido.',
  cidrv4: 'Informe uma faixa IPv4 válida.',
  cidrv6: 'Informe uma faixa IPv6 válida.',
  jwt: 'Token inválido.',
};

const expectedNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};

const fallback = ptBR().localeError;

export const ptBRErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Campo obrigatório.';
      if (issue.expected === 'number' || issue.expected === 'int') {
        return issue.expected === 'int'
          ? 'Informe apenas números inteiros.'
          : 'Informe apenas números.';
      }
      const name = expectedNames[issue.expected];
      return name ? `Valor inválido: informe ${name}.` : 'Valor inválido.';
    }
    case 'too_small': {
      const unit = sizeUnits[issue.origin];
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Campo obrigatório.';
      if (unit) return `Informe no mínimo ${issue.minimum} ${unit}.`;
      return `O valor deve ser ${issue.inclusive ? 'maior ou igual a' : 'maior que'} ${issue.minimum}.`;
    }
    case 'too_big': {
      const unit = sizeUnits[issue.origin];
      if (unit) return `Informe no máximo ${issue.maximum} ${unit}.`;
      return `O valor deve ser ${issue.inclusive ? 'menor ou igual a' : 'menor que'} ${issue.maximum}.`;
    }
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return 'Opção inválida.';
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo desconhecido: ${issue.keys[0]}.`
        : `Campos desconhecidos: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Informe apenas números inteiros.'
        : `O valor deve ser múltiplo de ${issue.divisor}.`;
    default: {
      const message = fallback(issue);
      return typeof message === 'string' ? message : (message?.message ?? 'Valor inválido.');
    }
  }
};

/** Installs the pt-BR messages as zod's global error map. Call once per process. */
export function usePtBRValidationMessages(): void {
  z.config({ localeError: ptBRErrorMap });
}
