import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dateFieldGroup, dateFieldText, findDateField, typeDate } from '../test/date-field';
import { DateField, DateTimeField } from './date-field';
import { FormDateField } from './date-field-form';

function Controlled({ initial = '', time = false }: { initial?: string; time?: boolean }) {
  const [value, setValue] = useState(initial);
  const Field = time ? DateTimeField : DateField;
  return (
    <>
      <Field label="Data" value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}
const held = () => screen.getByLabelText('valor').textContent;

describe('DateField', () => {
  it('reads dd/mm/aaaa and keeps YYYY-MM-DD as its value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const days = await findDateField('Data');
    expect(days).toHaveTextContent('dd/mm/aaaa');
    await typeDate(user, 'Data', '31/12/2026');
    expect(held()).toBe('2026-12-31');
    expect(dateFieldText('Data')).toBe('31/12/2026');
  });

  it('shows a value from outside in pt-BR and follows later changes', async () => {
    const { rerender } = render(<DateField label="Data" value="2026-03-05" onChange={() => {}} />);
    await findDateField('Data');
    expect(dateFieldText('Data')).toBe('05/03/2026');
    rerender(<DateField label="Data" value="" onChange={() => {}} />);
    expect(dateFieldText('Data')).toBe('');
  });

  it('never hands out a half-typed or impossible day, and says "Data inválida" on leaving', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onInvalidChange = vi.fn();
    render(
      <>
        <DateField
          label="Data"
          value="2026-02-10"
          onChange={onChange}
          onInvalidChange={onInvalidChange}
        />
        <Button>outro</Button>
      </>,
    );
    await typeDate(user, 'Data', '31');
    expect(onInvalidChange).toHaveBeenLastCalledWith(true);
    // "3" alone was 03/02, a real day; "31" is not one, and nothing rolls over to March.
    expect(onChange.mock.calls).toEqual([['2026-02-03']]);
    expect(screen.queryByText('Data inválida')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'outro' }));
    expect(screen.getByText('Data inválida')).toBeVisible();
    expect(dateFieldGroup('Data')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a year the contracts refuse (before 1900) as invalid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Data" value="" onChange={onChange} />);
    await typeDate(user, 'Data', '31/12/1850');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears to an empty value', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-12-31" />);
    await typeDate(user, 'Data', '');
    expect(held()).toBe('');
  });

  it('picks a day from the calendar with the keyboard alone, texts in pt-BR', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-12-30" />);
    await findDateField('Data');
    await user.click(screen.getByRole('spinbutton', { name: 'Dia' }));
    await user.tab();
    const open = screen.getByRole('button', { name: /Escolha uma data/ });
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('dezembro 2026');
    const weekdays = within(dialog).getAllByRole('columnheader');
    expect(weekdays.map((h) => h.textContent)).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeVisible();
    expect(screen.getByRole('gridcell', { name: '30' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(held()).toBe('2026-12-31');
  });
});

describe('DateTimeField', () => {
  it('types a 24 h wall clock and keeps YYYY-MM-DDTHH:mm', async () => {
    const user = userEvent.setup();
    render(<Controlled time />);
    expect(await findDateField('Data')).toHaveTextContent('dd/mm/aaaa hh:mm');
    await typeDate(user, 'Data', '31/12/2026 18:45');
    expect(held()).toBe('2026-12-31T18:45');
    expect(dateFieldText('Data')).toBe('31/12/2026 18:45');
  });
});

describe('commit="blur" (screens that save each change)', () => {
  it('hands out the edited date-time once, on leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <DateTimeField label="Prazo" value="2026-12-10T10:00" onChange={onChange} commit="blur" />
        <Button>outro</Button>
      </>,
    );
    await typeDate(user, 'Prazo', '31');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'outro' }));
    expect(onChange.mock.calls).toEqual([['2026-12-31T10:00']]);
  });

  it('hands out a day accepted in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Data" value="2026-12-30" onChange={onChange} commit="blur" />);
    await findDateField('Data');
    await user.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    await user.click(await screen.findByRole('gridcell', { name: '31' }));
    expect(onChange.mock.calls).toEqual([['2026-12-31']]);
  });
});

describe('FormDateField', () => {
  const schema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data.') });

  function Form({ onSave }: { onSave: (v: { date: string }) => void }) {
    const { control, handleSubmit } = useForm({
      resolver: zodResolver(schema),
      defaultValues: { date: '2026-02-10' },
    });
    return (
      <form onSubmit={handleSubmit(onSave)}>
        <FormDateField control={control} name="date" label="Data" required />
        <Button type="submit">Salvar</Button>
      </form>
    );
  }

  it('saves the typed day, and refuses an impossible one instead of keeping the old day', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await typeDate(user, 'Data', '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data inválida')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await typeDate(user, 'Data', '28/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({ date: '2026-02-28' });
  });
});
