import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useShortcut } from './use-shortcut';

function Page({ onKey, enabled }: { onKey: (e: KeyboardEvent) => boolean; enabled?: boolean }) {
  useShortcut(onKey, { enabled });
  return (
    <>
      <input aria-label="Título" />
      <div contentEditable suppressContentEditableWarning aria-label="Notas" role="textbox" />
      <button>Salvar</button>
    </>
  );
}

describe('useShortcut', () => {
  it('hears letters on the page, never letters typed into a field or an editor', async () => {
    const onKey = vi.fn((e: KeyboardEvent) => e.key === 'c');
    render(<Page onKey={onKey} />);
    const user = userEvent.setup();
    await user.keyboard('c');
    expect(onKey).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Título' }));
    await user.keyboard('Casa');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Casa');
    await user.click(screen.getByRole('textbox', { name: 'Notas' }));
    await user.keyboard('c');
    expect(onKey).toHaveBeenCalledTimes(1);
    // A button takes no letters: the shortcut answers there.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.keyboard('c');
    expect(onKey).toHaveBeenCalledTimes(2);
  });

  it('a used key does nothing else (preventDefault); an unused one goes on', () => {
    render(<Page onKey={(e) => e.key === 'c'} />);
    const used = new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true });
    const other = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    document.body.dispatchEvent(used);
    document.body.dispatchEvent(other);
    expect(used.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });

  it('switched off: no listener', async () => {
    const onKey = vi.fn(() => true);
    render(<Page onKey={onKey} enabled={false} />);
    await userEvent.setup().keyboard('c');
    expect(onKey).not.toHaveBeenCalled();
  });
});
