import type { Box, Entry } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { makeCard, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

// Issue 14: a purchase with fewer centavos than installments made a R$ 0,00 installment,
// which the database refused, and the API answered 500.
describe('installments of a card purchase', () => {
  it('refuses fewer centavos than installments with a pt-BR 400 and records nothing', async () => {
    const owner = await newCaller(app, database);
    const card = await makeCard(owner);
    const purchase = (value: number, installments: number) =>
      owner.post<
        { items: Entry[] } | { message: string; code: string; fields: Record<string, string> }
      >('/entries', {
        boxId: card.id,
        date: '2025-01-10',
        value,
        type: 'expense',
        description: 'Chiclete',
        installments,
      });

    const refused = expectStatus(await purchase(2, 3), 400);
    expect(refused).toEqual({
      message: 'Cada parcela precisa de pelo menos R$ 0,01: R$ 0,02 não se divide em 3 parcelas.',
      code: 'validation',
      fields: { installments: 'Escolha no máximo 2 parcelas para R$ 0,02.' },
    });
    expect(expectStatus(await purchase(47, 48), 400)).toMatchObject({
      fields: { installments: 'Escolha no máximo 47 parcelas para R$ 0,47.' },
    });
    expect(expectStatus(await purchase(1, 2), 400)).toMatchObject({
      fields: { installments: 'Uma compra de R$ 0,01 não pode ser parcelada.' },
    });
    expect(expectStatus(await owner.get<Box>(`/boxes/${card.id}`), 200).availableLimit).toBe(
      card.availableLimit,
    );

    // One centavo per installment is enough.
    const parts = expectStatus(await purchase(3, 3), 201) as { items: Entry[] };
    expect(parts.items.map((p) => p.value)).toEqual([1, 1, 1]);
  });
});
