import { ThemeProvider } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import type { MaskName, MaskValues } from './mask-specs';
import { MaskedTextField } from './masked-text-field';

function Field<M extends MaskName>({
  mask,
  initial,
  onValue,
}: {
  mask: M;
  initial?: MaskValues[M];
  onValue: (v: MaskValues[M]) => void;
}) {
  const [value, setValue] = useState<MaskValues[M] | undefined>(initial);
  return (
    <ThemeProvider theme={theme}>
      <MaskedTextField
        mask={mask}
        label="Campo"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </ThemeProvider>
  );
}

async function typeInto<M extends MaskName>(mask: M, text: string, initial?: MaskValues[M]) {
  const onValue = vi.fn<(v: MaskValues[M]) => void>();
  render(<Field mask={mask} initial={initial} onValue={onValue} />);
  const input = screen.getByLabelText<HTMLInputElement>('Campo');
  if (text) await userEvent.type(input, text);
  return { input, last: () => onValue.mock.lastCall?.[0], onValue };
}

describe('MaskedTextField', () => {
  it('currency: typing 123456 shows R$ 1.234,56 and gives 123456 centavos', async () => {
    const { input, last } = await typeInto('currency', '123456');
    expect(input.value).toBe('R$ 1.234,56');
    expect(last()).toBe(123456);
  });

  it('currency: ignores letters, backspace removes the last digit, clearing gives null', async () => {
    const { input, last } = await typeInto('currency', '12a3');
    expect(input.value).toBe('R$ 1,23');
    await userEvent.type(input, '{Backspace}');
    expect(input.value).toBe('R$ 0,12');
    expect(last()).toBe(12);
    await userEvent.clear(input);
    expect(input.value).toBe('');
    expect(last()).toBeNull();
  });

  it('currency: shows a value given by the form', async () => {
    const { input } = await typeInto('currency', '', 990);
    expect(input.value).toBe('R$ 9,90');
  });

  it('ip: dotted IPv4, octets up to 255, next octet started by itself', async () => {
    const first = await typeInto('ip', '192.168.0.1');
    expect(first.input.value).toBe('192.168.0.1');
    expect(first.last()).toBe('192.168.0.1');
    cleanup();

    const { input } = await typeInto('ip', '19216801x');
    expect(input.value).toBe('192.168.0.1');
  });

  it('ip: refuses a fifth octet and values over 255', async () => {
    const { input } = await typeInto('ip', '10.0.0.1.5');
    expect(input.value).toBe('10.0.0.15');
    await userEvent.clear(input);
    await userEvent.type(input, '300');
    expect(input.value).toBe('30.0');
  });

  it('date-time: dd/MM/yyyy HH:mm into a Date', async () => {
    const { input, last } = await typeInto('date-time', '100320261430');
    expect(input.value).toBe('10/03/2026 14:30');
    expect(last()).toEqual(new Date(2026, 2, 10, 14, 30));
  });

  it('date-time: an unfinished date gives null and an impossible hour is refused', async () => {
    const { input, last } = await typeInto('date-time', '1003202625');
    expect(input.value).toBe('10/03/2026 2');
    expect(last()).toBeNull();
  });

  it('percentage: 0–100 with a comma for decimals', async () => {
    const { input, last } = await typeInto('percentage', '12,5');
    expect(input.value).toBe('12,5');
    expect(last()).toBe(12.5);
    expect(screen.getByText('%')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(input.value).toBe('15');
    expect(last()).toBe(15);
  });

  it('integer: digits only, grouped by thousands', async () => {
    const { input, last } = await typeInto('integer', '1234567,8a');
    expect(input.value).toBe('12.345.678');
    expect(last()).toBe(12345678);
  });

  it('numeric, mac, ssn, vin, css unit, email and url', async () => {
    const numeric = await typeInto('numeric', '1234,56');
    expect(numeric.input.value).toBe('1.234,56');
    expect(numeric.last()).toBe(1234.56);
    cleanup();

    const mac = await typeInto('mac', 'a1b2c3d4e5f6g7');
    expect(mac.input.value).toBe('A1:B2:C3:D4:E5:F6');
    cleanup();

    const ssn = await typeInto('ssn', '123456789');
    expect(ssn.input.value).toBe('123-45-6789');
    cleanup();

    const vin = await typeInto('vin', '1hgcm82633a004352q');
    expect(vin.input.value).toBe('1HGCM82633A004352');
    cleanup();

    const css = await typeInto('css-unit', '1,5rem');
    expect(css.input.value).toBe('1.5rem');
    cleanup();

    const email = await typeInto('email', 'ana @exemplo.com');
    expect(email.input.value).toBe('ana@exemplo.com');
    cleanup();

    const url = await typeInto('url', 'https://orbita.app/a b');
    expect(url.input.value).toBe('https://orbita.app/ab');
  });

  it('works inside react-hook-form through Controller, and the form can focus it', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit, setFocus } = useForm<{ valor: number | null }>({
        defaultValues: { valor: null },
      });
      return (
        <ThemeProvider theme={theme}>
          <form onSubmit={handleSubmit((v) => submitted(v))}>
            <Controller
              name="valor"
              control={control}
              render={({ field }) => <MaskedTextField mask="currency" label="Valor" {...field} />}
            />
            <button type="button" onClick={() => setFocus('valor')}>
              Focar
            </button>
            <button type="submit">Salvar</button>
          </form>
        </ThemeProvider>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Focar' }));
    expect(screen.getByLabelText('Valor')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Valor'), '2590');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(submitted).toHaveBeenCalledWith({ valor: 2590 });
  });
});
