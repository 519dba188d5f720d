import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName } from '@orbita/contracts';
import type { Product, ProductPage } from '@orbita/contracts/products';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { mediaFiles } from '../media';
import { libraryImage, resource, signedIn } from './products-test-kit';
import { productVariants } from './schema';

const app = await testApp();
const database = testDatabase();
const member = (role: Parameters<typeof signedIn>[2], workspaceId?: string) =>
  signedIn(app, database, role, workspaceId);

describe('products', () => {
  it('creates with a sequence code, an unaccented slug and a default variant; lists, filters, pages, reads, changes and deletes', async () => {
    const owner = await member('owner');
    const created = await owner.call<Product>('POST', '', {
      name: '  Camiseta Ação  ',
      priceCents: 4990,
      categories: ['Roupas', 'Roupas', 'Verão'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = created.body;
    expect(first).toMatchObject({
      code: 'PRD-0001',
      name: 'Camiseta Ação',
      slug: 'camiseta-acao',
      status: 'rascunho',
      kind: 'fisico',
      categories: ['Roupas', 'Verão'],
      priceCents: 4990,
      pointsPrice: null,
      version: 1,
    });
    expect(first.catalogPath).toMatch(/^\/catalogo\/[a-z0-9-]+\/camiseta-acao$/);
    expect(first.variants).toEqual([
      expect.objectContaining({
        name: 'Padrão',
        stock: 0,
        priceCents: null,
        effectivePriceCents: 4990,
      }),
    ]);

    const second = (
      await owner.call<Product>('POST', '', {
        name: 'Camiseta ação',
        kind: 'digital',
        status: 'ativo',
        variants: [
          { name: 'P', options: { tamanho: 'P' }, sku: 'CAM-P', priceCents: 1000 },
          { name: 'G', options: { tamanho: 'G' }, sku: 'CAM-G', stock: 4 },
        ],
      })
    ).body;
    expect(second).toMatchObject({ code: 'PRD-0002', slug: 'camiseta-acao-2', kind: 'digital' });
    expect(second.variants.map((v) => [v.name, v.sku, v.stock, v.position])).toEqual([
      ['P', 'CAM-P', null, 0],
      ['G', 'CAM-G', 4, 1],
    ]);

    const page = (await owner.call<ProductPage>('GET', '?limit=1')).body;
    expect(page.items.map((i) => i.code)).toEqual(['PRD-0002']);
    expect(page.items[0]).toMatchObject({ variantCount: 2, stock: null, coverSrc: null });
    const rest = (await owner.call<ProductPage>('GET', `?cursor=${page.nextCursor}`)).body;
    expect(rest.items.map((i) => [i.code, i.stock])).toEqual([['PRD-0001', 0]]);
    expect(rest.nextCursor).toBeNull();
    const codes = async (query: string) =>
      (await owner.call<ProductPage>('GET', query)).body.items.map((i) => i.code);
    expect(await codes('?status=ativo')).toEqual(['PRD-0002']);
    expect(await codes('?category=Ver%C3%A3o')).toEqual(['PRD-0001']);
    expect(await codes('?q=prd-0001')).toEqual(['PRD-0001']);
    expect(await codes('?q=%25')).toEqual([]);
    expect((await owner.call('GET', '/categorias')).body).toEqual({
      categories: ['Roupas', 'Verão'],
    });

    expect((await owner.call('GET', `/${first.id}`)).body).toEqual(first);
    const changed = await owner.call<Product>('PATCH', `/${first.id}`, {
      name: 'Camiseta Nova',
      status: 'ativo',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Camiseta Nova',
      slug: 'camiseta-acao',
      version: 2,
    });
    // A stale edit: 409 with the product as it is now, nothing changed.
    const stale = await owner.call('PATCH', `/${first.id}`, { name: 'Velha', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Camiseta Nova', version: 2 });
    const taken = await owner.call('PATCH', `/${first.id}`, { slug: 'camiseta-acao-2' });
    expect(taken).toMatchObject({ status: 409, body: { fields: { slug: expect.any(String) } } });

    expect((await owner.call('DELETE', `/${first.id}`)).status).toBe(204);
    expect((await owner.call('GET', `/${first.id}`)).status).toBe(404);
    // Codes never repeat: the next product takes 3 even after a deletion.
    expect((await owner.call<Product>('POST', '', { name: 'Outro' })).body.code).toBe('PRD-0003');
  });

  it('20 concurrent creations of one name: 20 distinct codes and slugs, none refused', async () => {
    const owner = await member('owner');
    const made = await Promise.all(
      Array.from({ length: 20 }, () => owner.call<Product>('POST', '', { name: 'Mesmo nome' })),
    );
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const codes = made.map((r) => r.body.code).sort();
    expect(codes).toEqual(
      Array.from({ length: 20 }, (_, i) => `PRD-${String(i + 1).padStart(4, '0')}`),
    );
    expect(new Set(made.map((r) => r.body.slug)).size).toBe(20);
  });

  it('variants: add, change with version (409 when stale), unique SKU, delete', async () => {
    const owner = await member('owner');
    const product = (
      await owner.call<Product>('POST', '', {
        name: 'Caneca',
        priceCents: 2500,
        variants: [{ name: 'Branca', sku: 'CAN-B', stock: 5 }],
      })
    ).body;
    const added = await owner.call<Product>('POST', `/${product.id}/variantes`, {
      name: 'Preta',
      options: { cor: 'Preta' },
      sku: 'CAN-P',
      priceCents: 2700,
      stock: 2,
    });
    expect(added.status).toBe(201);
    const black = added.body.variants.find((v) => v.name === 'Preta')!;
    expect(black).toMatchObject({ position: 1, effectivePriceCents: 2700, version: 1 });

    const dup = await owner.call('POST', `/${product.id}/variantes`, { name: 'X', sku: 'can-b ' });
    // SKUs compare as typed (trimmed); the same SKU is refused on its field.
    const same = await owner.call('POST', `/${product.id}/variantes`, { name: 'X', sku: 'CAN-B' });
    expect(dup.status).toBe(201);
    expect(same).toMatchObject({ status: 409, body: { fields: { sku: expect.any(String) } } });

    const changed = await owner.call<Product>('PATCH', `/${product.id}/variantes/${black.id}`, {
      stock: 7,
      priceCents: null,
      version: 1,
    });
    expect(changed.body.variants.find((v) => v.id === black.id)).toMatchObject({
      stock: 7,
      priceCents: null,
      effectivePriceCents: 2500,
      version: 2,
    });
    const stale = await owner.call('PATCH', `/${product.id}/variantes/${black.id}`, {
      stock: 1,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.variants).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: black.id, stock: 7 })]),
    );
    const negative = await owner.call('PATCH', `/${product.id}/variantes/${black.id}`, {
      stock: -1,
    });
    expect(negative.status).toBe(400);

    const removed = await owner.call<Product>('DELETE', `/${product.id}/variantes/${black.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.variants.map((v) => v.id)).not.toContain(black.id);
    expect((await owner.call('DELETE', `/${product.id}/variantes/${black.id}`)).status).toBe(404);
  });

  it('sanitizes the description and checks the points resource belongs to the workspace', async () => {
    const owner = await member('owner');
    const outsider = await member('owner');
    const theirs = await resource(database, outsider.workspaceId);
    const refused = await owner.call('POST', '', {
      name: 'Pontos',
      pointsPrice: { resourceId: theirs, amount: 10 },
    });
    expect(refused.status).toBe(404);
    const mine = await resource(database, owner.workspaceId);
    const made = await owner.call<Product>('POST', '', {
      name: 'Pontos',
      pointsPrice: { resourceId: mine, amount: 10 },
      description:
        '<p>Olá <strong>mundo</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(made.status).toBe(201);
    expect(made.body.pointsPrice).toEqual({ resourceId: mine, amount: 10 });
    expect(made.body.description).toContain('<strong>mundo</strong>');
    expect(made.body.description).not.toMatch(/script|onerror|alert/);
  });

  it('images: library files of the workspace, in order, per variant; public while the product is active', async () => {
    const owner = await member('owner');
    const outsider = await member('owner');
    const [a, b] = [
      await libraryImage(database, owner.workspaceId),
      await libraryImage(database, owner.workspaceId),
    ];
    const product = (
      await owner.call<Product>('POST', '', { name: 'Bolsa', images: [{ mediaId: a }] })
    ).body;
    const variantId = product.variants[0]!.id;
    const usage = async (id: string) =>
      (
        await database.db
          .select({ usageCount: mediaFiles.usageCount, public: mediaFiles.public })
          .from(mediaFiles)
          .where(eq(mediaFiles.id, id))
      )[0];
    expect(await usage(a)).toEqual({ usageCount: 1, public: false });

    const withTwo = await owner.call<Product>('PATCH', `/${product.id}`, {
      status: 'ativo',
      images: [{ mediaId: b, variantId }, { mediaId: a }],
    });
    expect(withTwo.body.images.map((i) => [i.mediaId, i.variantId, i.position])).toEqual([
      [b, variantId, 0],
      [a, null, 1],
    ]);
    expect(withTwo.body.images[0]!.src).toContain(`/api/public/media/${b}/`);
    expect(await usage(b)).toEqual({ usageCount: 1, public: true });

    const theirs = await libraryImage(database, outsider.workspaceId);
    const foreign = await owner.call('PATCH', `/${product.id}`, { images: [{ mediaId: theirs }] });
    expect(foreign.status).toBe(400);
    const otherVariant = (await outsider.call<Product>('POST', '', { name: 'Deles' })).body
      .variants[0]!.id;
    const wrongVariant = await owner.call('PATCH', `/${product.id}`, {
      images: [{ mediaId: a, variantId: otherVariant }],
    });
    expect(wrongVariant.status).toBe(400);
    expect((await owner.call<Product>('GET', `/${product.id}`)).body.images).toHaveLength(2);

    // A library image inside the description is used by the product too, public while ativo.
    const inText = await libraryImage(database, owner.workspaceId);
    const described = await owner.call<Product>('PATCH', `/${product.id}`, {
      description: `<p>Veja:</p><img src="/api/public/media/${inText}/original?exp=1&sig=velha">`,
    });
    expect(described.status).toBe(200);
    expect(await usage(inText)).toEqual({ usageCount: 1, public: true });
    expect(described.body.description).toContain(`/api/public/media/${inText}/original`);
    expect(described.body.description).not.toContain('sig=velha');

    await owner.call('PATCH', `/${product.id}`, { status: 'arquivado' });
    expect(await usage(b)).toEqual({ usageCount: 1, public: false });
    expect(await usage(inText)).toEqual({ usageCount: 1, public: false });
    await owner.call('DELETE', `/${product.id}`);
    expect(await usage(inText)).toEqual({ usageCount: 0, public: false });
    expect(await usage(a)).toEqual({ usageCount: 0, public: false });
  });

  it("answers 404 for another workspace's product or variant, exactly like a missing one", async () => {
    const owner = await member('owner');
    const outsider = await member('owner');
    const product = (await owner.call<Product>('POST', '', { name: 'Só desta conta' })).body;
    const variantId = product.variants[0]!.id;
    for (const [method, path, payload] of [
      ['GET', `/${product.id}`, undefined],
      ['PATCH', `/${product.id}`, { name: 'Invadido' }],
      ['DELETE', `/${product.id}`, undefined],
      ['POST', `/${product.id}/variantes`, { name: 'Invasora' }],
      ['PATCH', `/${product.id}/variantes/${variantId}`, { stock: 1 }],
      ['DELETE', `/${product.id}/variantes/${variantId}`, undefined],
    ] as const) {
      const res = await outsider.call(method, path, payload);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Produto não encontrado.' },
      });
    }
    // The outsider's own product, with the owner's variant id: still not found.
    const theirs = (await outsider.call<Product>('POST', '', { name: 'Deles' })).body;
    expect(
      (await outsider.call('PATCH', `/${theirs.id}/variantes/${variantId}`, { stock: 1 })).status,
    ).toBe(404);
    expect((await outsider.call('GET')).body.items.map((i: Product) => i.id)).toEqual([theirs.id]);
    expect((await owner.call('GET', `/${product.id}`)).body).toEqual(product);
  });

  it('lets an Observador read but refuses every write (403)', async () => {
    const owner = await member('owner');
    const viewer = await member('viewer', owner.workspaceId);
    const product = (await owner.call<Product>('POST', '', { name: 'Para ler' })).body;
    expect((await viewer.call('GET')).body.items.map((i: Product) => i.id)).toEqual([product.id]);
    expect((await viewer.call('POST', '', { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('PATCH', `/${product.id}`, { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('POST', `/${product.id}/variantes`, { name: 'Não' })).status).toBe(
      403,
    );
    expect((await viewer.call('DELETE', `/${product.id}`)).status).toBe(403);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await member('owner');
    const tab = { [TAB_HEADER]: randomUUID() };
    const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId && name.startsWith('products.'))
        seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const product = (await owner.call<Product>('POST', '', { name: 'Ao vivo' }, tab)).body;
      await owner.call('PATCH', `/${product.id}`, { name: 'Ao vivo 2' }, tab);
      await owner.call('POST', `/${product.id}/variantes`, { name: 'Nova' }, tab);
      await owner.call('DELETE', `/${product.id}`, undefined, tab);

      const origin = tab[TAB_HEADER];
      expect(seen).toEqual(
        ['created', 'updated', 'updated', 'deleted'].map((verb) => ({
          name: `products.product.${verb}`,
          actorId: owner.userId,
          origin,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'products');
      expect(messages.map((m) => [m.type, m.id, m.origin])).toEqual([
        ['created', product.id, origin],
        ['updated', product.id, origin],
        ['updated', product.id, origin],
        ['deleted', product.id, origin],
      ]);
      expect(messages[2]!.data).toMatchObject({ id: product.id, name: 'Ao vivo 2' });
      expect((messages[2]!.data as Product).variants).toHaveLength(2);
    } finally {
      off();
      publish.mockRestore();
    }
  });

  it('never answers 500 to bad input', async () => {
    const owner = await member('owner');
    const product = (await owner.call<Product>('POST', '', { name: 'Alvo' })).body;
    const bodies: unknown[] = [
      {},
      { name: '' },
      { name: 'x'.repeat(201) },
      { name: 'Ok', priceCents: -1 },
      { name: 'Ok', priceCents: 1.5 },
      { name: 'Ok', priceCents: 1e12 },
      { name: 'Ok', status: 'vendido' },
      { name: 'Ok', slug: 'Com Espaço' },
      { name: 'Ok', categories: Array.from({ length: 50 }, (_, i) => `c${i}`) },
      { name: 'Ok', images: [{ mediaId: randomUUID() }] },
      { name: 'Ok', images: [{ mediaId: 'nada' }] },
      { name: 'Ok', variants: [{ name: 'V', options: { a: 1 } }] },
      { name: 'Ok', variants: Array.from({ length: 101 }, () => ({ name: 'V' })) },
      { name: 'Ok', pointsPrice: { resourceId: randomUUID(), amount: 0 } },
      { name: 'Ok', pointsPrice: { resourceId: randomUUID(), amount: 5 } },
      { name: 'Ok', description: 'x'.repeat(100_001) },
      { name: 'Ok', extra: true },
      [],
      'texto',
    ];
    for (const body of bodies) {
      const res = await owner.call('POST', '', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const [path, body] of [
      [`/${product.id}`, { version: 0 }],
      [`/${product.id}`, { images: [{ mediaId: randomUUID(), variantId: randomUUID() }] }],
      [`/${product.id}/variantes/${randomUUID()}`, { stock: 1 }],
      [`/nao-e-uuid`, { name: 'x' }],
      [`/${product.id}/variantes/nao-e-uuid`, { stock: 1 }],
    ] as const) {
      const res = await owner.call('PATCH', path, body);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const query of [
      '?limit=0',
      '?limit=abc',
      '?cursor=lixo',
      '?status=x',
      `?q=${'a'.repeat(300)}`,
    ]) {
      const res = await owner.call('GET', query);
      expect(res.status, query).toBe(400);
    }
    const variant = await database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id)));
    expect(variant).toHaveLength(1);
  });
});
