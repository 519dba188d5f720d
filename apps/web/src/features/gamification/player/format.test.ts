import { expect, it } from 'vitest';
import { saoPauloDateTime } from './format';

it('shows an instant as dd/MM/yyyy HH:mm in São Paulo, whatever the machine’s zone', () => {
  // 03:00 UTC is midnight in São Paulo (UTC−3): the end of a "day" resource.
  expect(saoPauloDateTime('2026-11-23T03:00:00.000Z')).toBe('23/11/2026 00:00');
  expect(saoPauloDateTime('2026-11-23T02:59:00.000Z')).toBe('22/11/2026 23:59');
});
