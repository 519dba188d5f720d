import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEnterAndNext } from './use-enter-and-next';

/** A create-with-Enter field whose saves the test answers one by one. */
function setup(onDone = vi.fn(), onError = vi.fn()) {
  const calls: { text: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const save = (text: string) =>
    new Promise<string>((resolve, reject) => calls.push({ text, resolve, reject }));
  function Field() {
    const field = useEnterAndNext({ save, onDone, onError });
    return (
      <>
        <input
          aria-label="Título"
          ref={field.inputRef}
          value={field.value}
          onChange={(e) => field.setValue(e.target.value)}
          onKeyDown={field.onKeyDown}
        />
        <span data-testid="pending">{field.pending}</span>
      </>
    );
  }
  render(<Field />);
  return { calls, input: screen.getByRole('textbox', { name: 'Título' }), onDone, onError };
}

describe('useEnterAndNext', () => {
  it('typed fast: every title is kept, the field stays focused and empty, saves run one at a time in order', async () => {
    const { calls, input, onDone } = setup();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('Comprar pão{Enter}Cortar grama{Enter}Lavar o carro{Enter}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(screen.getByTestId('pending')).toHaveTextContent('3');
    // One request at a time: the second waits for the first (the server numbers them in order).
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.text).toBe('Comprar pão');
    await act(async () => calls[0]!.resolve('T-1'));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve('T-2'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.text)).toEqual(['Comprar pão', 'Cortar grama', 'Lavar o carro']);
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => calls[2]!.resolve('T-3'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(['T-1', 'T-2', 'T-3']));
    expect(screen.getByTestId('pending')).toHaveTextContent('0');
  });

  it('a failed save brings its title back into the empty field; the next ones still go', async () => {
    const { calls, input, onError } = setup();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('Primeira{Enter}Segunda{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('Sem conexão.')));
    expect(onError).toHaveBeenCalledWith(new Error('Sem conexão.'), 'Primeira');
    expect(input).toHaveValue('Primeira');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.text).toBe('Segunda');
  });

  it('a failure while the next title is being typed does not overwrite it', async () => {
    const { calls, input } = setup();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('Primeira{Enter}Seg');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('Sem conexão.')));
    expect(input).toHaveValue('Seg');
  });

  it('Enter on an empty field or spaces saves nothing', async () => {
    const { calls, input } = setup();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{Enter}   {Enter}');
    expect(calls).toHaveLength(0);
  });
});
