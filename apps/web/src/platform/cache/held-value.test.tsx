import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHeldValue } from './held-value';

/** A checkbox whose "server" value changes only when the test says so. */
function Harness({ save }: { save: () => Promise<unknown> }) {
  const [server, setServer] = useState(false);
  const [shown, hold] = useHeldValue(server);
  return (
    <>
      <input
        type="checkbox"
        aria-label="Item"
        checked={shown}
        onChange={(e) => hold(e.target.checked, save())}
      />
      <button onClick={() => setServer((s) => !s)}>servidor</button>
    </>
  );
}

describe('useHeldValue', () => {
  it('shows the clicked value at once and keeps it while a stale server value lands', async () => {
    let finish!: () => void;
    render(<Harness save={() => new Promise<void>((resolve) => (finish = resolve))} />);
    const box = screen.getByRole('checkbox', { name: 'Item' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true); // synchronously, before any save answer
    fireEvent.click(screen.getByText('servidor')); // server flips true…
    fireEvent.click(screen.getByText('servidor')); // …and a stale refetch flips it back
    expect(box.checked).toBe(true);
    await act(async () => finish());
    expect(box.checked).toBe(false); // settled: the server's value shows again
  });

  it('a failed save gives the control back to the server value', async () => {
    let fail!: () => void;
    render(
      <Harness
        save={() => new Promise<void>((_r, reject) => (fail = () => reject(new Error('x'))))}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Item' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await act(async () => fail());
    expect(box.checked).toBe(false);
  });
});
