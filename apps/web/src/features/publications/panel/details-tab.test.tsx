import type { Publication, UpdatePublicationBody } from '@orbita/contracts/publications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../platform/http/test-fetch';
import { renderAs, testMember, testPublication, urlOf, userId } from '../pages/test-publications';
import { DetailsTab } from './details-tab';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

/** The tab for `role`'s rights, each save recorded and answered with the item changed. */
function renderTab(
  item: Publication,
  site: 'ok' | 'fails',
  rights = { canWrite: true, canManage: false },
) {
  const saves: UpdatePublicationBody[] = [];
  const save = vi.fn((body: UpdatePublicationBody) => {
    saves.push(body);
    return Promise.resolve({ ...item, ...body } as Publication);
  });
  renderAs(
    'editor',
    (input) =>
      urlOf(input).pathname === '/api/app/universo/explore/site' && site === 'ok'
        ? json(200, {
            handle: 'loja-da-ana',
            title: 'Loja',
            description: '',
            url: 'http://localhost/site/loja-da-ana',
          })
        : json(503, { message: 'Indisponível.', code: 'internal' }),
    <DetailsTab
      item={item}
      members={[testMember(1, 'Ana'), testMember(2, 'Bruno')]}
      membersLoading={false}
      save={save}
      {...rights}
    />,
  );
  return saves;
}

describe('DetailsTab', { timeout: 30_000 }, () => {
  it('adds tags with Enter or a comma and removes one; each change saves the whole list', async () => {
    const saves = renderTab(testPublication(1, 'Guia', { tags: ['antigo'] }), 'ok');
    const field = screen.getByRole('combobox', { name: 'Etiquetas' });
    await userEvent.type(field, '#horta{Enter}');
    expect(saves.at(-1)).toEqual({ tags: ['antigo', 'horta'] });
    await userEvent.type(field, 'varanda,');
    expect(saves.at(-1)).toEqual({ tags: ['antigo', 'varanda'] });
    await userEvent.click(screen.getByTestId('CancelIcon'));
    expect(saves.at(-1)).toEqual({ tags: [] });
  });

  it('saves the módulo, the resumo on leaving it and the authors in the chosen order', async () => {
    const saves = renderTab(testPublication(1, 'Guia', { authorIds: [userId(1)] }), 'ok');
    await userEvent.click(screen.getByRole('combobox', { name: 'Módulo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Produto' }));
    expect(saves.at(-1)).toEqual({ module: 'produto' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Resumo' }), 'Um resumo curto');
    await userEvent.tab();
    await waitFor(() => expect(saves.at(-1)).toEqual({ excerpt: 'Um resumo curto' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Autores' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bruno' }));
    expect(saves.at(-1)).toEqual({ authorIds: [userId(1), userId(2)] });
  });

  it('shows the public address with the site handle, and the slug alone when the site cannot be read', async () => {
    renderTab(testPublication(1, 'Guia', { slug: 'guia-rapido' }), 'ok');
    expect(await screen.findByTestId('public-address')).toHaveTextContent(
      '/site/loja-da-ana/p/guia-rapido',
    );
    expect(screen.getByRole('button', { name: 'Copiar endereço público' })).toBeInTheDocument();
  });

  it('falls back to the slug when the site is not there', async () => {
    renderTab(testPublication(1, 'Guia', { slug: 'guia-rapido' }), 'fails');
    expect(await screen.findByText('Endereço: …/p/guia-rapido')).toBeInTheDocument();
  });
});
