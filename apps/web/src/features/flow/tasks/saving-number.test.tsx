import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavingNumber } from './saving-number';

describe('SavingNumber (a numeric custom field in the task drawer)', () => {
  it('shows the value the Brazilian way and saves "0,5" as 0.5 on Enter', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<SavingNumber label="Esforço" value={1234.5} version={2} onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Esforço' });
    expect(input).toHaveValue('1234,5');
    await user.clear(input);
    await user.type(input, '0,5{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(0.5, 2));
  });

  it('"Informe um número." appears on save and goes on the keystroke that makes it a number', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<SavingNumber label="Esforço" value={null} onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Esforço' });
    await user.type(input, '1,2,3');
    // Not while typing: only once the person tried to save it.
    expect(screen.queryByText('Informe um número.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Informe um número.')).toBeTruthy();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByText('Informe um número.')).toBeNull();
    await user.tab();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1.2, undefined));
  });

  it('clearing the field saves null; an unchanged value saves nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<SavingNumber label="Esforço" value={3} onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Esforço' });
    await user.type(input, ',0{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null, undefined));
  });
});
