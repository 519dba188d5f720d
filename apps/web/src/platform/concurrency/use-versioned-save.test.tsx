import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../http/http-error';
import { useVersionedSave } from './use-versioned-save';

interface Note {
  id: string;
  title: string;
  version: number;
}

const conflict = (current: Note) =>
  errorFromResponse(409, 'Conflict', { code: 'conflict', message: CONFLICT_MESSAGE, current });

function Editor({
  note,
  send,
  writeCurrent,
}: {
  note: Note;
  send: (body: { title: string; version?: number }) => Promise<Note>;
  writeCurrent: (note: Note) => void;
}) {
  const { save, dialog } = useVersionedSave<Note, { title: string }>({
    record: note,
    send,
    writeCurrent,
    labels: { title: 'Título' },
  });
  return (
    <>
      <button onClick={() => void save({ title: 'Meu título' })}>Salvar</button>
      {dialog}
    </>
  );
}

describe('useVersionedSave', () => {
  it('sends the cached version; on a conflict caches the current record, shows both and reapplies on it', async () => {
    const theirs = { id: 'n1', title: 'Título da Ana', version: 2 };
    const send = vi
      .fn()
      .mockRejectedValueOnce(conflict(theirs))
      .mockResolvedValueOnce({ id: 'n1', title: 'Meu título', version: 3 });
    const writeCurrent = vi.fn();
    render(
      <Editor
        note={{ id: 'n1', title: 'Antigo', version: 1 }}
        send={send}
        writeCurrent={writeCurrent}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(send).toHaveBeenLastCalledWith({ title: 'Meu título', version: 1 });
    expect(writeCurrent).toHaveBeenCalledWith(theirs);
    expect(dialog.textContent).toContain(CONFLICT_MESSAGE);
    expect(dialog.textContent).toContain('Título da Ana');
    expect(dialog.textContent).toContain('Meu título');

    fireEvent.click(screen.getByRole('button', { name: 'Reaplicar minhas alterações' }));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ title: 'Meu título', version: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('discards: nothing is sent again', async () => {
    const send = vi.fn().mockRejectedValueOnce(conflict({ id: 'n1', title: 'Outro', version: 5 }));
    render(
      <Editor note={{ id: 'n1', title: 'A', version: 4 }} send={send} writeCurrent={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar as minhas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('no dialog when the newer version already holds the same values (both ticked the box): the save is done', async () => {
    const theirs = { id: 'n1', title: 'Meu título', version: 6 };
    const send = vi.fn().mockRejectedValueOnce(conflict(theirs));
    const writeCurrent = vi.fn();
    render(
      <Editor
        note={{ id: 'n1', title: 'A', version: 5 }}
        send={send}
        writeCurrent={writeCurrent}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writeCurrent).toHaveBeenCalledWith(theirs));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors (a refused status change, also 409) to the caller', async () => {
    const refused = errorFromResponse(409, 'Conflict', {
      code: 'flow.status',
      message: 'Não pode.',
    });
    const send = vi.fn().mockRejectedValueOnce(refused);
    const writeCurrent = vi.fn();
    function Probe() {
      const { save } = useVersionedSave<Note, { title: string }>({ send, writeCurrent });
      return (
        <button
          onClick={() =>
            void save({ title: 'x' }, 7).catch((e: Error) => (document.title = e.message))
          }
        >
          Ir
        </button>
      );
    }
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    await waitFor(() => expect(document.title).toBe('Não pode.'));
    expect(send).toHaveBeenCalledWith({ title: 'x', version: 7 });
    expect(writeCurrent).not.toHaveBeenCalled();
  });
});
