import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compileListFormulas, FormulaValue, formulaHint } from './formula-value';

const list = {
  fields: [
    { key: 'impacto', label: 'Impacto' },
    { key: 'esforco', label: 'Esforço' },
  ],
  formulas: [{ key: 'ice', label: 'ICE', expression: 'impacto / esforco' }],
};
const compiled = compileListFormulas(list);

describe('FormulaValue', () => {
  it('an empty result whose divisor is 0 shows a dash with the hint "Divisão por zero"', async () => {
    const user = userEvent.setup();
    const hint = formulaHint(compiled, 'ice', { impacto: 3, esforco: 0 });
    expect(hint).toBe('Divisão por zero');
    render(<FormulaValue value={null} hint={hint} />);
    const empty = screen.getByRole('img', { name: 'Sem resultado: Divisão por zero' });
    expect(empty).toHaveTextContent('—');
    await user.hover(empty);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Divisão por zero');
  });

  it('a result shows pt-BR; an empty field gives a plain dash with no hint', () => {
    expect(formulaHint(compiled, 'ice', { impacto: 3 })).toBeNull();
    expect(formulaHint(compiled, 'ice', { impacto: 3, esforco: 2 })).toBeNull();
    const { container, rerender } = render(<FormulaValue value={1234.5} hint={null} />);
    expect(container).toHaveTextContent('1.234,5');
    rerender(<FormulaValue value={null} hint={null} />);
    expect(container).toHaveTextContent('—');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
