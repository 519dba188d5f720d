import { versionConflictCode } from '@orbita/contracts';
import type { MediaFile } from '@orbita/contracts/media';
import type { Product } from '@orbita/contracts/products';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { empty, json } from '../../../platform/http/test-fetch';
import { provideMediaPicker } from '../../../platform/media-picker/slot';
import {
  calls,
  listUrl,
  nudge,
  mediaId,
  productId,
  renderAs,
  resourceId,
  screenWidth,
  testProduct,
  testResource,
  testVariant,
  urlOf,
  variantId,
} from '../test/test-products';
import { ProductPage } from './product-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

// The library's picker is another feature's: a stand-in that picks one file.
beforeAll(() => {
  provideMediaPicker(() =>
    Promise.resolve(({ open, onPick }: { open: boolean; onPick: (f: MediaFile) => void }) =>
      open ? (
        <div role="dialog" aria-label="Biblioteca">
          <button type="button" onClick={() => onPick({ id: mediaId(9) } as MediaFile)}>
            Foto azul
          </button>
        </div>
      ) : null,
    ),
  );
});

const url = `${listUrl}/${productId(1)}`;
const conflict = (current: unknown) =>
  json(409, { message: 'Registro alterado.', code: versionConflictCode, current });

type Handler = (path: string, init: RequestInit, body: Record<string, unknown>) => Response | null;

/** The product's page with the API: `handler` first, then the product, resources, categories. */
function show(
  product: Product | (() => Product),
  {
    handler,
    role = 'editor',
    live = false,
  }: { handler?: Handler; role?: 'editor' | 'viewer'; live?: boolean } = {},
) {
  const current = typeof product === 'function' ? product : () => product;
  screenWidth(true);
  return renderAs(
    role,
    (u, init) => {
      const path = urlOf(u).pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const answered = handler?.(path, init, body);
      if (answered) return answered;
      if (path === url) return json(200, current());
      if (path === `${listUrl}/categorias`) return json(200, { categories: ['Roupas', 'Canecas'] });
      if (path === '/api/app/gamificacao/resources')
        return json(200, { items: [testResource(1, 'Moedas')], nextCursor: null });
      return json(404, { message: 'Registro não encontrado.' });
    },
    <ProductPage />,
    `/produto/produto/${current().id}`,
    '/produto/produto/:id?',
    live,
  );
}

describe('ProductPage', () => {
  it('saves only the changed fields with the version the edit began on', async () => {
    const product = testProduct(1, 'Camiseta');
    const { fetch } = show(product, {
      handler: (path, init, body) =>
        path === url && init.method === 'PATCH'
          ? json(200, { ...product, ...body, version: 4 })
          : null,
    });
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('Camiseta');
    expect(screen.getByRole('textbox', { name: 'Preço' })).toHaveValue('R$ 1.234,56');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: 'Descrição' })).toHaveTextContent('Algodão.');

    await userEvent.clear(name);
    await userEvent.type(name, 'Camiseta Azul');
    const price = screen.getByRole('textbox', { name: 'Preço' });
    await userEvent.clear(price);
    await userEvent.type(price, '9990');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', url)[0]!.body).toEqual({
      name: 'Camiseta Azul',
      priceCents: 9990,
      version: 3,
    });
    expect(await screen.findByText('Produto salvo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('opens the conflict dialog on a newer version and reapplies on top of it', async () => {
    const product = testProduct(1, 'Camiseta');
    const newer = { ...product, name: 'Camiseta Nova', version: 5 };
    let patches = 0;
    const { fetch } = show(product, {
      handler: (path, init, body) => {
        if (path !== url || init.method !== 'PATCH') return null;
        patches += 1;
        return patches === 1 ? conflict(newer) : json(200, { ...newer, ...body, version: 6 });
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Camiseta Minha{Enter}');

    const dialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(dialog).toHaveTextContent('Camiseta Minha');
    expect(dialog).toHaveTextContent('Camiseta Nova');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Reaplicar minhas alterações' }),
    );

    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', url)[1]!.body).toEqual({ name: 'Camiseta Minha', version: 5 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Camiseta Minha'),
    );
  });

  it('an image added meanwhile is no conflict for the fields being edited', async () => {
    let product = testProduct(1, 'Camiseta');
    const { fetch } = show(product, {
      handler: (path, init, body) => {
        if (path !== url || init.method !== 'PATCH') return null;
        const images = (body.images as { mediaId: string }[] | undefined)?.map((img, i) => ({
          mediaId: img.mediaId,
          variantId: null,
          position: i,
          src: null,
        }));
        product = {
          ...product,
          ...body,
          ...(images ? { images } : {}),
          version: product.version + 1,
        };
        return json(200, product);
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, ' Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar imagem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Foto azul' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(1));
    expect(name).toHaveValue('Camiseta Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', url)[1]!.body).toEqual({ name: 'Camiseta Azul', version: 4 });
    expect(screen.queryByRole('dialog', { name: 'Outra pessoa alterou este registro' })).toBeNull();
  });

  it("follows another person's change while clean, and keeps the person's edits when not", async () => {
    let product = testProduct(1, 'Camiseta');
    show(() => product, { live: true });
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    product = { ...product, name: 'Camiseta Lisa', version: 4 };
    nudge('products', product.id);
    await waitFor(() => expect(name).toHaveValue('Camiseta Lisa'));

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Endereço no catálogo (slug)' }),
      '-2',
    );
    product = { ...product, name: 'Camiseta Branca', version: 5 };
    nudge('products', product.id);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Camiseta Branca'),
    );
    expect(name).toHaveValue('Camiseta Lisa');
    expect(screen.getByRole('textbox', { name: 'Endereço no catálogo (slug)' })).toHaveValue(
      'camiseta-2',
    );
  });

  it('sets a points price in a gamification resource', async () => {
    const product = testProduct(1, 'Caneca');
    const { fetch } = show(product, {
      handler: (path, init, body) =>
        path === url && init.method === 'PATCH'
          ? json(200, { ...product, ...body, version: 4 })
          : null,
    });
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Preço em pontos: recurso' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Moedas' }));
    const amount = screen.getByRole('textbox', { name: 'Quantidade' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', url)[0]!.body).toEqual({
      pointsPrice: { resourceId: resourceId(1), amount: 150 },
      version: 3,
    });
  });

  it('adds a library image, moves it and sets its variant, each on the current version', async () => {
    let product = testProduct(1, 'Camiseta', {
      images: [{ mediaId: mediaId(1), variantId: null, position: 0, src: '/m/1.webp' }],
      variants: [testVariant(1, { name: 'P' }), testVariant(2, { name: 'M' })],
    });
    const { fetch } = show(product, {
      handler: (path, init, body) => {
        if (path !== url || init.method !== 'PATCH') return null;
        const images = (body.images as { mediaId: string; variantId: string | null }[]).map(
          (img, position) => ({ ...img, position, src: `/m/${img.mediaId.slice(-1)}.webp` }),
        );
        product = { ...product, images, version: product.version + 1 };
        return json(200, product);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar imagem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Foto azul' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', url)[0]!.body).toEqual({
      images: [
        { mediaId: mediaId(1), variantId: null },
        { mediaId: mediaId(9), variantId: null },
      ],
      version: 3,
    });

    const list = await screen.findByRole('list', { name: 'Imagens do produto' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mover imagem 2 para antes' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', url)[1]!.body).toEqual({
      images: [
        { mediaId: mediaId(9), variantId: null },
        { mediaId: mediaId(1), variantId: null },
      ],
      version: 4,
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Variação da imagem 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'M' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(3));
    expect(calls(fetch, 'PATCH', url)[2]!.body).toEqual({
      images: [
        { mediaId: mediaId(9), variantId: variantId(2) },
        { mediaId: mediaId(1), variantId: null },
      ],
      version: 5,
    });
  });

  it('replays an image change on the newer list when someone changed the product meanwhile', async () => {
    const product = testProduct(1, 'Camiseta');
    const newer = {
      ...product,
      version: 7,
      images: [{ mediaId: mediaId(5), variantId: null, position: 0, src: '/m/5.webp' }],
    };
    let patches = 0;
    const { fetch } = show(product, {
      handler: (path, init, body) => {
        if (path !== url || init.method !== 'PATCH') return null;
        patches += 1;
        return patches === 1 ? conflict(newer) : json(200, { ...newer, version: 8, ...body });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar imagem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Foto azul' }));
    await waitFor(() => expect(calls(fetch, 'PATCH', url)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', url)[1]!.body).toEqual({
      images: [
        { mediaId: mediaId(5), variantId: null },
        { mediaId: mediaId(9), variantId: null },
      ],
      version: 7,
    });
  });

  it('creates a variant and edits one, sending only what changed on its own version', async () => {
    const product = testProduct(1, 'Camiseta', {
      variants: [testVariant(1, { name: 'P', options: { tamanho: 'P' }, version: 2 })],
    });
    const { fetch } = show(product, {
      handler: (path, init) => {
        if (path === `${url}/variantes` && init.method === 'POST')
          return json(201, {
            ...product,
            variants: [...product.variants, testVariant(2, { name: 'M Azul' })],
          });
        if (path === `${url}/variantes/${variantId(1)}`) return json(200, product);
        return null;
      },
    });
    const table = await screen.findByRole('table', { name: 'Variações' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('R$ 1.234,56 (do produto)');

    await userEvent.click(screen.getByRole('button', { name: 'Nova variação' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova variação' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'M Azul');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tamanho' }), 'M');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cor' }), 'Azul');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SKU' }), 'CAM-M-AZ');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Preço da variação' }),
      '2500',
    );
    const stock = within(dialog).getByRole('textbox', { name: 'Estoque' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${url}/variantes`)).toHaveLength(1));
    expect(calls(fetch, 'POST', `${url}/variantes`)[0]!.body).toEqual({
      name: 'M Azul',
      options: { tamanho: 'M', cor: 'Azul' },
      sku: 'CAM-M-AZ',
      priceCents: 2500,
      stock: 7,
    });
    expect(await screen.findByText('Variação criada.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar P' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar variação' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cor' }), 'Preta');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Estoque ilimitado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const edit = `${url}/variantes/${variantId(1)}`;
    await waitFor(() => expect(calls(fetch, 'PATCH', edit)).toHaveLength(1));
    expect(calls(fetch, 'PATCH', edit)[0]!.body).toEqual({
      options: { tamanho: 'P', cor: 'Preta' },
      stock: null,
      version: 2,
    });
  });

  it("asks before removing a variant and says a variant's 409 conflict in the dialog", async () => {
    const product = testProduct(1, 'Camiseta', {
      variants: [testVariant(1, { name: 'P', version: 2 }), testVariant(2, { name: 'M' })],
    });
    const edit = `${url}/variantes/${variantId(1)}`;
    const newer = {
      ...product,
      version: 9,
      variants: [testVariant(1, { name: 'Pequena', version: 3 }), testVariant(2, { name: 'M' })],
    };
    let patches = 0;
    const { fetch } = show(product, {
      handler: (path, init, body) => {
        if (path === edit && init.method === 'DELETE')
          return json(200, { ...product, variants: [product.variants[1]] });
        if (path !== edit) return null;
        patches += 1;
        if (patches === 1) return conflict(newer);
        return json(200, {
          ...newer,
          variants: [testVariant(1, { ...body, version: 4 }), testVariant(2, { name: 'M' })],
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar P' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar variação' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'PP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const conflictDialog = await screen.findByRole('dialog', {
      name: 'Outra pessoa alterou este registro',
    });
    expect(conflictDialog).toHaveTextContent('Pequena');
    await userEvent.click(
      within(conflictDialog).getByRole('button', { name: 'Reaplicar minhas alterações' }),
    );
    await waitFor(() => expect(calls(fetch, 'PATCH', edit)).toHaveLength(2));
    expect(calls(fetch, 'PATCH', edit)[1]!.body).toEqual({ name: 'PP', version: 3 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar variação' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remover M' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover variação?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(calls(fetch, 'DELETE', `${url}/variantes/${variantId(2)}`)).toHaveLength(1),
    );
  });

  it('links to the public catalog while active', async () => {
    show(testProduct(1, 'Camiseta'));
    const link = await screen.findByRole('link', { name: 'Ver no catálogo' });
    expect(link).toHaveAttribute('href', '/catalogo/loja-da-ana/camiseta');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows an Observador the product without ways to change it', async () => {
    show(testProduct(1, 'Camiseta'), { role: 'viewer' });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova variação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar imagem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { fetch } = show(testProduct(1, 'Camiseta'), {
      handler: (path, init) => (path === url && init.method === 'DELETE' ? empty(204) : null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir produto?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Endereço')).toHaveTextContent('/produto/produtos'),
    );
    expect(calls(fetch, 'DELETE', url)).toHaveLength(1);
  });

  it('a product found nowhere says so, with the way back', async () => {
    show({ ...testProduct(1, 'X'), id: productId(99) });
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos produtos' })).toHaveAttribute(
      'href',
      '/produto/produtos',
    );
  });
});
