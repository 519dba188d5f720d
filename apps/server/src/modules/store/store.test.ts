import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName } from '@orbita/contracts';
import type { Product } from '@orbita/contracts/products';
import {
  readPixPayload,
  storeMessages,
  type CheckoutResult,
  type OrderPage,
  type PublicOrder,
  type StoreOrder,
  type StoreSettings,
} from '@orbita/contracts/store';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { today } from '../../platform/clock';
import { expectStatus, mailsTo, testApp, testDatabase } from '../../test/kit';
import { financeEntries, financeBoxes } from '../finance';
import { productVariants } from '../products';
import { storeKit } from './test-kit';

const app = await testApp();
const database = testDatabase();
const kit = storeKit(app, database);
const orders = '/api/app/produto/pedidos';
const settingsUrl = '/api/app/produto/loja/configuracoes';

const stockOf = async (variantId: string) =>
  (
    await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;

const variant = (product: Product, name: string) => product.variants.find((v) => v.name === name)!;

describe('store settings', () => {
  it('start closed; an Admin saves the Pix key normalized; a stale save answers 409 with the current ones', async () => {
    const owner = await kit.person('owner');
    const initial = expectStatus(await owner.get<StoreSettings>(settingsUrl), 200);
    expect(initial).toMatchObject({ enabled: false, pixKey: null, pixReady: false, version: 1 });

    const saved = await kit.saveSettings(owner, {
      pixKeyType: 'telefone',
      pixKey: '(11) 98765-4321',
    });
    expect(saved).toMatchObject({
      enabled: true,
      pixKeyType: 'telefone',
      pixKey: '+5511987654321',
      pixReady: true,
      version: 2,
    });
    const stale = await owner.put<{ current: StoreSettings }>(settingsUrl, {
      enabled: false,
      pixKeyType: null,
      pixKey: null,
      merchantName: '',
      merchantCity: '',
      revenueBoxId: null,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ pixKey: '+5511987654321', version: 2 });
  });

  it('refuses invalid keys and boxes with pt-BR messages on the field, and non-Admins', async () => {
    const owner = await kit.person('owner');
    const base = {
      enabled: true,
      pixKeyType: 'cpf',
      pixKey: '123.456.789-00',
      merchantName: 'Ana',
      merchantCity: 'Recife',
      revenueBoxId: null,
    };
    const badCpf = await owner.put<{ fields: Record<string, string> }>(settingsUrl, base);
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.fields).toMatchObject({
      pixKey: 'Chave Pix inválida: informe um CPF válido.',
    });

    const noKey = await owner.put<{ fields: Record<string, string> }>(settingsUrl, {
      ...base,
      pixKey: null,
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.fields.pixKey).toMatch(/informe a chave Pix/);

    const outsider = await kit.person('owner');
    const foreignBox = await kit.box(outsider);
    const wrongBox = await owner.put<{ fields: Record<string, string> }>(settingsUrl, {
      ...base,
      pixKey: '123.456.789-09',
      revenueBoxId: foreignBox.id,
    });
    expect(wrongBox.status).toBe(400);
    expect(wrongBox.body.fields).toEqual({ revenueBoxId: storeMessages.boxNotFound });

    const editor = await kit.person('editor', owner.workspaceId);
    expect((await editor.get(settingsUrl)).status).toBe(200);
    expect((await editor.put(settingsUrl, { ...base, pixKey: '123.456.789-09' })).status).toBe(403);
  });
});

describe('guest checkout (Pix)', () => {
  it('makes a pending order with stock reserved, a valid Pix payload and QR, and e-mails buyer and store', async () => {
    const { owner, slug, shirt } = await kit.openStore();
    const [p, m] = [variant(shirt, 'P'), variant(shirt, 'M')];
    const buyerEmail = `comprador-${randomUUID()}@exemplo.com.br`;
    const res = await kit.guestCheckout(slug, {
      name: 'Maria Compradora',
      email: buyerEmail.toUpperCase(),
      items: [
        { variantId: p.id, quantity: 2 },
        { variantId: m.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<CheckoutResult>();
    expect(made.path).toBe(`/pedido/${made.token}`);
    expect(made.order).toMatchObject({
      status: 'pendente',
      currency: 'brl',
      buyerName: 'Maria Compradora',
      totalCents: 2 * 4990 + 5990,
    });
    const fields = readPixPayload(made.order.pix!.payload)!;
    expect(fields).toMatchObject({
      '26.00': 'br.gov.bcb.pix',
      '26.01': 'pix@loja.com.br',
      '54': '159.70',
      '59': 'LOJA DA ANA',
      '60': 'SAO PAULO',
      '62.05': made.order.pix!.txid,
    });
    expect(made.order.pix!.qrSvg).toMatch(/^<svg/);
    expect(await stockOf(p.id)).toBe(3);
    expect(await stockOf(m.id)).toBe(0);

    // The buyer's page, signed out.
    const view = await app.inject({ url: `/api/public/loja/pedidos/${made.token}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const order = view.json<PublicOrder>();
    expect(order.pix?.payload).toBe(made.order.pix!.payload);
    expect(order).not.toHaveProperty('buyerEmail');
    expect(JSON.stringify(order)).not.toContain(buyerEmail);

    const toBuyer = await mailsTo(app, buyerEmail);
    expect(toBuyer[0]!.subject).toMatch(/^Pedido PED-0001 em Loja /);
    expect(toBuyer[0]!.text).toContain(`/pedido/${made.token}`);
    expect(toBuyer[0]!.text).toContain(made.order.pix!.payload);
    expect(toBuyer[0]!.text).toContain('R$ 159,70');
    const toOwner = await mailsTo(app, owner.email);
    expect(toOwner[0]!.subject).toBe('Novo pedido PED-0001 de Maria Compradora');

    // Members see it with the buyer's e-mail.
    const listed = expectStatus(await owner.get<OrderPage>(orders), 200);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      code: 'PED-0001',
      buyer: { email: buyerEmail, userId: null },
      pix: { qrSvg: '' },
    });
  });

  it('takes the catalog’s plain HTML form and answers 303 to the order’s page', async () => {
    const { slug, shirt } = await kit.openStore();
    const form = new URLSearchParams({
      name: 'José Sem JS',
      email: 'jose@exemplo.com.br',
      variantId: variant(shirt, 'P').id,
      quantity: '1',
    }).toString();
    const res = await kit.guestCheckout(slug, form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(/^\/pedido\/[A-Za-z0-9_-]{32}$/);

    // Fields a browser's form would not let through: the API's JSON 400 (as pages' forms).
    const bad = await kit.guestCheckout(
      slug,
      new URLSearchParams({ name: 'José', email: 'não-é-email', variantId: 'x' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: 'Informe um e-mail válido.' });

    // What the shop refuses answers a small pt-BR page with the way back to the catalog.
    const unknown = await kit.guestCheckout(
      'loja-que-nao-existe',
      new URLSearchParams({
        name: 'José',
        email: 'jose@exemplo.com.br',
        variantId: variant(shirt, 'P').id,
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toContain('Não foi possível fazer o pedido');
    expect(unknown.body).toContain('href="/catalogo/loja-que-nao-existe"');

    const soldOut = await kit.guestCheckout(
      slug,
      new URLSearchParams({
        name: 'José',
        email: 'jose@exemplo.com.br',
        variantId: variant(shirt, 'M').id,
        quantity: '2',
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.body).toContain('Estoque insuficiente.');
  });

  it('refuses what cannot be sold, and never leaves stock taken by a refused order', async () => {
    const { owner, slug, shirt } = await kit.openStore();
    const p = variant(shirt, 'P');
    const draft = await kit.product(owner, { status: 'rascunho' });
    const pointsOnly = await kit.product(owner, {
      priceCents: null,
      variants: [{ name: 'Único', stock: 3 }],
    });
    const buyer = { name: 'Ana', email: 'ana@exemplo.com.br' };
    const attempt = (items: unknown, who: object = buyer) =>
      kit.guestCheckout(slug, { ...who, items });

    expect((await attempt([{ variantId: variant(draft, 'P').id, quantity: 1 }])).statusCode).toBe(
      400,
    );
    const unpriced = await attempt([{ variantId: pointsOnly.variants[0]!.id, quantity: 1 }]);
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().message).toContain(storeMessages.noPrice);
    // One sellable line and one sold-out line: nothing is reserved.
    const mixed = await attempt([
      { variantId: p.id, quantity: 2 },
      { variantId: variant(shirt, 'M').id, quantity: 5 },
    ]);
    expect(mixed.statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(5);

    for (const items of [
      [],
      [{ variantId: p.id, quantity: 0 }],
      [{ variantId: p.id, quantity: 100 }],
      [{ variantId: p.id, quantity: 1.5 }],
      [
        { variantId: p.id, quantity: 1 },
        { variantId: p.id, quantity: 1 },
      ],
      Array.from({ length: 21 }, () => ({ variantId: randomUUID(), quantity: 1 })),
    ])
      expect((await attempt(items)).statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
    expect(
      (await attempt([{ variantId: p.id, quantity: 1 }], { name: ' ', email: 'a@b.co' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await kit.guestCheckout('nao-existe-esta-loja', {
          ...buyer,
          items: [{ variantId: p.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    // Another workspace's variant, through this store: not sellable here.
    const other = await kit.openStore();
    expect(
      (await attempt([{ variantId: variant(other.shirt, 'P').id, quantity: 1 }])).statusCode,
    ).toBe(400);
    expect(await stockOf(variant(other.shirt, 'P').id)).toBe(5);

    // A closed store takes no Pix orders.
    await kit.saveSettings(owner, { enabled: false });
    const closed = await attempt([{ variantId: p.id, quantity: 1 }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(storeMessages.storeClosed);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('answers 404 for an unknown token and 400 for one that cannot be a token', async () => {
    expect(
      (await app.inject({ url: `/api/public/loja/pedidos/${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/public/loja/pedidos/curto' })).statusCode).toBe(400);
  });
});

describe('orders for members', () => {
  async function pendingOrder() {
    const store = await kit.openStore();
    const res = await kit.guestCheckout(store.slug, {
      name: 'Beto',
      email: 'beto@exemplo.com.br',
      items: [{ variantId: variant(store.shirt, 'P').id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = expectStatus(await store.owner.get<OrderPage>(orders), 200).items;
    return { ...store, order: order! };
  }

  it('confirming payment records the revenue entry in the store’s box once; then delivered', async () => {
    const { owner, order, revenue } = await pendingOrder();
    const seen: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId) seen.push(name);
    });
    try {
      const paid = expectStatus(
        await owner.post<StoreOrder>(`${orders}/${order.id}/pagamento`, { version: order.version }),
        200,
      );
      expect(paid).toMatchObject({
        status: 'pago',
        paidVia: 'manual',
        boxId: revenue.id,
        version: order.version + 1,
        pix: { qrSvg: '' },
      });
      const entries = await database.db
        .select()
        .from(financeEntries)
        .where(eq(financeEntries.boxId, revenue.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        id: paid.entryId,
        type: 'revenue',
        value: 9980,
        description: 'Pedido PED-0001 — Beto',
        status: 'paid',
      });
      const [box] = await database.db
        .select()
        .from(financeBoxes)
        .where(eq(financeBoxes.id, revenue.id));
      expect(box!.balance).toBe(9980);

      // Again (a second click, another tab): refused, nothing more recorded.
      const again = await owner.post(`${orders}/${order.id}/pagamento`, {});
      expect(again.status).toBe(409);
      const stale = await owner.post<{ current: StoreOrder }>(`${orders}/${order.id}/entrega`, {
        version: order.version,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ status: 'pago', version: order.version + 1 });
      expect(
        await database.db.select().from(financeEntries).where(eq(financeEntries.boxId, revenue.id)),
      ).toHaveLength(1);

      const delivered = expectStatus(
        await owner.post<StoreOrder>(`${orders}/${order.id}/entrega`, { version: paid.version }),
        200,
      );
      expect(delivered).toMatchObject({ status: 'entregue', deliveredAt: expect.any(String) });
      expect((await owner.post(`${orders}/${order.id}/cancelamento`, {})).status).toBe(409);
      expect(seen.filter((n) => n.startsWith('store.'))).toEqual([
        'store.order.paid',
        'store.order.delivered',
      ]);
      expect(seen).toContain('finance.entry.recorded');
    } finally {
      off();
    }
  });

  it('without a revenue box the payment cannot be confirmed (409, nothing changes)', async () => {
    const store = await kit.openStore();
    await kit.saveSettings(store.owner, { revenueBoxId: null, version: store.settings.version });
    const res = await kit.guestCheckout(store.slug, {
      name: 'Caio',
      email: 'caio@exemplo.com.br',
      items: [{ variantId: variant(store.shirt, 'P').id, quantity: 1 }],
    });
    const token = res.json<CheckoutResult>().token;
    const [order] = expectStatus(await store.owner.get<OrderPage>(orders), 200).items;
    const refused = await store.owner.post(`${orders}/${order!.id}/pagamento`, {});
    expect(refused).toMatchObject({
      status: 409,
      body: { message: storeMessages.revenueBoxMissing },
    });
    const view = (
      await app.inject({ url: `/api/public/loja/pedidos/${token}` })
    ).json<PublicOrder>();
    expect(view.status).toBe('pendente');
  });

  it('canceling a pending order gives its stock back, once', async () => {
    const { owner, order, shirt } = await pendingOrder();
    const p = variant(shirt, 'P');
    expect(await stockOf(p.id)).toBe(3);
    const canceled = expectStatus(
      await owner.post<StoreOrder>(`${orders}/${order.id}/cancelamento`, {
        version: order.version,
      }),
      200,
    );
    expect(canceled).toMatchObject({ status: 'cancelado', canceledAt: expect.any(String) });
    expect(await stockOf(p.id)).toBe(5);
    expect((await owner.post(`${orders}/${order.id}/cancelamento`, {})).status).toBe(409);
    expect(await stockOf(p.id)).toBe(5);
    expect((await owner.post(`${orders}/${order.id}/pagamento`, {})).status).toBe(409);
  });

  it('filters by status and pages newest first', async () => {
    const { owner, slug, shirt } = await kit.openStore();
    for (let i = 0; i < 3; i++)
      await kit.guestCheckout(slug, {
        name: `Cliente ${i}`,
        email: `c${i}@exemplo.com.br`,
        items: [{ variantId: variant(shirt, 'P').id, quantity: 1 }],
      });
    const first = expectStatus(await owner.get<OrderPage>(`${orders}?limit=2`), 200);
    expect(first.items.map((o) => o.buyer.name)).toEqual(['Cliente 2', 'Cliente 1']);
    const rest = expectStatus(
      await owner.get<OrderPage>(`${orders}?limit=2&cursor=${first.nextCursor}`),
      200,
    );
    expect(rest.items.map((o) => o.buyer.name)).toEqual(['Cliente 0']);
    expect(rest.nextCursor).toBeNull();
    await owner.post(`${orders}/${first.items[0]!.id}/cancelamento`, {});
    const canceled = expectStatus(await owner.get<OrderPage>(`${orders}?status=cancelado`), 200);
    expect(canceled.items.map((o) => o.buyer.name)).toEqual(['Cliente 2']);
    expect((await owner.get(`${orders}?status=perdido`)).status).toBe(400);
  });

  it("another workspace's order answers 404 like a missing one; an Observador reads but cannot act", async () => {
    const { owner, order } = await pendingOrder();
    const outsider = await kit.person('owner');
    for (const path of ['', '/pagamento', '/entrega', '/cancelamento']) {
      const res = path
        ? await outsider.post(`${orders}/${order.id}${path}`, {})
        : await outsider.get(`${orders}/${order.id}`);
      expect(res, path).toMatchObject({
        status: 404,
        body: { message: storeMessages.orderNotFound },
      });
    }
    expect(expectStatus(await outsider.get<OrderPage>(orders), 200).items).toEqual([]);
    const viewer = await kit.person('viewer', owner.workspaceId);
    expect(expectStatus(await viewer.get<StoreOrder>(`${orders}/${order.id}`), 200).id).toBe(
      order.id,
    );
    expect((await viewer.post(`${orders}/${order.id}/pagamento`, {})).status).toBe(403);
    expect((await viewer.post('/api/app/produto/loja/pedidos', {})).status).toBe(403);
  });
});

describe('member checkout', () => {
  it('in points: spends the resource at once, paid; short balance refuses and keeps the stock', async () => {
    const { owner, shirt: _shirt } = await kit.openStore();
    const coin = expectStatus(
      await owner.post<{ id: string; name: string }>('/api/app/gamificacao/resources', {
        name: 'Estrela',
      }),
      201,
    );
    const badge = await kit.product(owner, {
      priceCents: null,
      pointsPrice: { resourceId: coin.id, amount: 3 },
      variants: [{ name: 'Único', stock: 4 }],
    });
    const buyer = await kit.person('editor', owner.workspaceId);
    await kit.giveUnits(owner.workspaceId, buyer.userId, coin.id, 7);

    const bought = await buyer.post<StoreOrder>('/api/app/produto/loja/pedidos', {
      currency: 'points',
      items: [{ variantId: badge.variants[0]!.id, quantity: 2 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body).toMatchObject({
      status: 'pago',
      paidVia: 'pontos',
      currency: 'points',
      totalCents: null,
      pix: null,
      pointsTotals: [{ resourceId: coin.id, name: 'Estrela', amount: 6 }],
      buyer: { userId: buyer.userId, email: buyer.email },
    });
    expect(await stockOf(badge.variants[0]!.id)).toBe(2);

    // 1 unit left, 3 needed.
    const short = await buyer.post('/api/app/produto/loja/pedidos', {
      currency: 'points',
      items: [{ variantId: badge.variants[0]!.id, quantity: 1 }],
    });
    expect(short).toMatchObject({ status: 409, body: { message: 'Saldo insuficiente.' } });
    expect(await stockOf(badge.variants[0]!.id)).toBe(2);
    // Priced in reais only: not sold in points.
    const noPoints = await buyer.post('/api/app/produto/loja/pedidos', {
      currency: 'points',
      items: [{ variantId: variant(_shirt, 'P').id, quantity: 1 }],
    });
    expect(noPoints.status).toBe(400);
  });

  it('in reais: a Pix order as the member; "Meus pedidos" lists theirs and guest orders with their e-mail', async () => {
    const { owner, slug, shirt } = await kit.openStore();
    const buyer = await kit.person('editor', owner.workspaceId);
    const mine = expectStatus(
      await buyer.post<StoreOrder>('/api/app/produto/loja/pedidos', {
        currency: 'brl',
        items: [{ variantId: variant(shirt, 'P').id, quantity: 1 }],
      }),
      201,
    );
    expect(mine).toMatchObject({
      status: 'pendente',
      totalCents: 4990,
      buyer: { userId: buyer.userId },
    });
    expect(mine.pix?.qrSvg).toMatch(/^<svg/);
    await kit.guestCheckout(slug, {
      name: 'Eu sem entrar',
      email: buyer.email.toUpperCase(),
      items: [{ variantId: variant(shirt, 'P').id, quantity: 1 }],
    });
    await kit.guestCheckout(slug, {
      name: 'Outra pessoa',
      email: 'outra@exemplo.com.br',
      items: [{ variantId: variant(shirt, 'P').id, quantity: 1 }],
    });
    const page = expectStatus(
      await buyer.get<OrderPage>('/api/app/produto/loja/meus-pedidos'),
      200,
    );
    expect(page.items.map((o) => o.buyer.name).sort()).toEqual(['Eu sem entrar', 'Membro da Loja']);
    const ownerMine = expectStatus(
      await owner.get<OrderPage>('/api/app/produto/loja/meus-pedidos'),
      200,
    );
    expect(ownerMine.items).toEqual([]);
  });
});

describe('statement matching', () => {
  const csv = (lines: string[]) =>
    Buffer.from(['Data,Valor,Identificador,Descrição', ...lines].join('\n')).toString('base64');

  async function importStatement(
    owner: Awaited<ReturnType<typeof kit.person>>,
    boxId: string,
    file: string,
  ) {
    const preview = expectStatus(
      await owner.post<{
        rows: {
          date: string;
          value: number;
          type: string;
          description: string;
          duplicate: boolean;
        }[];
      }>('/api/app/riqueza/imports/preview', { boxId, format: 'csv', file }),
      200,
    );
    const rows = preview.rows
      .filter((r) => !r.duplicate)
      .map(({ date, value, type, description }) => ({ date, value, type, description }));
    if (rows.length === 0) return { created: 0 };
    return expectStatus(
      await owner.post<{ created: number; skipped: number }>('/api/app/riqueza/imports', {
        boxId,
        rows,
      }),
      201,
    );
  }

  it('a line with the total and the txid pays the order once: its entry IS the imported line', async () => {
    const { owner, slug, shirt, revenue } = await kit.openStore();
    const checkout = async (quantity: number) =>
      (
        await kit.guestCheckout(slug, {
          name: 'Dani',
          email: 'dani@exemplo.com.br',
          items: [{ variantId: variant(shirt, 'P').id, quantity }],
        })
      ).json<CheckoutResult>();
    const one = await checkout(1);
    const two = await checkout(2);
    const [orderTwo, orderOne] = expectStatus(await owner.get<OrderPage>(orders), 200).items;
    const day = today().split('-').reverse().join('/');
    const file = csv([
      // Order one: right amount, txid in lower case inside the bank's memo.
      `${day},49.90,a1,Transferência recebida pelo Pix - DANI - ${one.order.pix!.txid.toLowerCase()}`,
      // Order two's txid with the wrong amount: no match.
      `${day},49.90,a2,Pix recebido ${two.order.pix!.txid}`,
      `${day},-12.00,a3,Padaria`,
    ]);
    const seen: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId && name.startsWith('store.')) seen.push(name);
    });
    try {
      expect(await importStatement(owner, revenue.id, file)).toMatchObject({ created: 3 });
      const paid = expectStatus(await owner.get<StoreOrder>(`${orders}/${orderOne!.id}`), 200);
      expect(paid).toMatchObject({ status: 'pago', paidVia: 'extrato', boxId: revenue.id });
      const [entry] = await database.db
        .select()
        .from(financeEntries)
        .where(
          and(
            eq(financeEntries.id, paid.entryId!),
            eq(financeEntries.workspaceId, owner.workspaceId),
          ),
        );
      expect(entry).toMatchObject({ value: 4990, type: 'revenue', source: 'import' });
      expect(
        expectStatus(await owner.get<StoreOrder>(`${orders}/${orderTwo!.id}`), 200).status,
      ).toBe('pendente');

      // The same statement again: duplicates, nothing recorded, the order untouched.
      await importStatement(owner, revenue.id, file);
      const after = expectStatus(await owner.get<StoreOrder>(`${orders}/${orderOne!.id}`), 200);
      expect(after).toEqual(paid);
      expect(
        await database.db.select().from(financeEntries).where(eq(financeEntries.boxId, revenue.id)),
      ).toHaveLength(3);
      expect(seen).toEqual(['store.order.paid']);
      // Paying it by hand now is refused: it is paid.
      expect((await owner.post(`${orders}/${orderOne!.id}/pagamento`, {})).status).toBe(409);
    } finally {
      off();
    }
  });
});

describe('events and realtime', () => {
  it('a guest checkout emits store.order.created with no actor and reaches the members’ tabs; an action’s echo skips the asking tab', async () => {
    const { owner, slug, shirt } = await kit.openStore();
    const seen: { name: DomainEventName; actorId: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId && name.startsWith('store.'))
        seen.push({ name, actorId: payload.actorId });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      await kit.guestCheckout(slug, {
        name: 'Eva',
        email: 'eva@exemplo.com.br',
        items: [{ variantId: variant(shirt, 'P').id, quantity: 1 }],
      });
      const [order] = expectStatus(await owner.get<OrderPage>(orders), 200).items;
      const tab = randomUUID();
      const res = await app.inject({
        method: 'POST',
        url: `${orders}/${order!.id}/cancelamento`,
        headers: { ...owner.headers, [TAB_HEADER]: tab },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(seen).toEqual([
        { name: 'store.order.created', actorId: null },
        { name: 'store.order.canceled', actorId: owner.userId },
      ]);
      const messages = publish.mock.calls
        .map(([m]) => m)
        .filter((m) => m.workspaceId === owner.workspaceId && m.entity === 'store');
      expect(messages.map((m) => [m.type, m.id, m.origin])).toEqual([
        ['created', order!.id, null],
        ['updated', order!.id, tab],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: order!.id, status: 'cancelado' });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
