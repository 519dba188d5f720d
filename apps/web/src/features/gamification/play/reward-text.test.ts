import { expect, it } from 'vitest';
import { rewardText } from './reward-text';

it('describes points and a resource, either or neither', () => {
  expect(rewardText({ points: 40, quantity: 1, resource: { name: 'Medalha de Foco' } })).toBe(
    '40 pontos + 1 × Medalha de Foco',
  );
  expect(rewardText({ points: 1, quantity: 0, resource: null })).toBe('1 ponto');
  expect(rewardText({ points: 1500, quantity: 0, resource: null })).toBe('1.500 pontos');
  expect(rewardText({ points: 0, quantity: 2, resource: { name: 'Gema' } })).toBe('2 × Gema');
  expect(rewardText({ points: 0, quantity: 0, resource: null })).toBe('Sem recompensa');
});
