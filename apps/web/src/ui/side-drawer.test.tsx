import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SideDrawer } from './side-drawer';

/** Something the person opened inside the drawer: its state is lost if the body unmounts. */
function Opened() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? 'Aberto' : 'Fechado'}
    </button>
  );
}

function Drawer({ fetchRecord }: { fetchRecord: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['record'], queryFn: fetchRecord });
  return (
    <SideDrawer title="Registro" query={query} loadingLabel="Carregando" onClose={() => {}}>
      <p>{query.data}</p>
      <Opened />
    </SideDrawer>
  );
}

describe('SideDrawer', () => {
  it('shows the error in place of the body when the record never loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Drawer fetchRecord={() => Promise.reject(new Error('Tarefa não encontrada.'))} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Tarefa não encontrada.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fechado' })).toBeNull();
  });

  it('keeps the loaded body, and what was opened in it, when a background refetch fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = false;
    const fetchRecord = () =>
      fail ? Promise.reject(new Error('Sem resposta do servidor.')) : Promise.resolve('Tarefa 1');
    render(
      <QueryClientProvider client={client}>
        <Drawer fetchRecord={fetchRecord} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fechado' }));
    fail = true;
    await act(() => client.refetchQueries({ queryKey: ['record'] }));
    expect(await screen.findByText('Sem resposta do servidor.')).toBeVisible();
    expect(screen.getByText('Tarefa 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aberto' })).toBeVisible();
    // "Tentar de novo" brings it back and the message goes.
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await screen.findByText('Tarefa 1');
    expect(screen.queryByText('Sem resposta do servidor.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aberto' })).toBeVisible();
  });
});
