import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ptBRErrorMap } from './zod-pt-br';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: ptBRErrorMap });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('pt-BR validation messages', () => {
  it('translates the default rules', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Campo obrigatório.');
    expect(messageOf(z.string().min(1), '')).toBe('Campo obrigatório.');
    expect(messageOf(z.email(), 'x')).toBe('Informe um e-mail válido.');
    expect(messageOf(z.number(), 'a')).toBe('Informe apenas números.');
    expect(messageOf(z.int(), 1.5)).toBe('Informe apenas números inteiros.');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Informe no máximo 3 caracteres.');
    expect(messageOf(z.string().min(8), 'abc')).toBe('Informe no mínimo 8 caracteres.');
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe('Campo desconhecido: x.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Opção inválida.');
  });
});
