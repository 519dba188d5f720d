import { randomUUID } from 'node:crypto';
import type { Role } from '@orbita/contracts';
import type { Product } from '@orbita/contracts/products';
import type { StoreSettings, StoreSettingsBody } from '@orbita/contracts/store';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import {
  callerFor,
  createMember,
  expectStatus,
  memberOf,
  tokenFor,
  type Caller,
} from '../../test/kit';
import { ensureSite } from '../explore';
import { grantInWorkspace } from '../gamification';

/**
 * The store tests' world, made through the APIs (products, finance, the store's settings)
 * as a person would: a workspace with its public site, a revenue box, a Pix key and
 * products to sell.
 */
export function storeKit(app: FastifyInstance, database: DatabaseHandle) {
  /** A signed-in person of a new workspace (or of `workspaceId`, with `role`). Base: ''. */
  async function person(
    role: Role = 'owner',
    workspaceId?: string,
  ): Promise<Caller & { email: string }> {
    if (!workspaceId) {
      const made = await createMember(database, role, 'Dona da Loja', {
        workspaceName: `Loja ${randomUUID().slice(0, 6)}`,
      });
      const token = await tokenFor(app, database, made.user.id);
      return {
        ...callerFor(app, '', token, {
          userId: made.user.id,
          workspaceId: made.workspace.id,
          role,
        }),
        email: made.user.email,
      };
    }
    const { userId, email } = await memberOf(database, role, workspaceId, 'Membro da Loja');
    const token = await tokenFor(app, database, userId);
    return { ...callerFor(app, '', token, { userId, workspaceId, role }), email };
  }

  async function box(owner: Caller, name = 'Conta da loja') {
    return expectStatus(
      await owner.post<{ id: string; balance: number }>('/api/app/riqueza/boxes', {
        name,
        kind: 'bank_account',
      }),
      201,
    );
  }

  async function saveSettings(owner: Caller, body: Partial<StoreSettingsBody> = {}) {
    const current = expectStatus(
      await owner.get<StoreSettings>('/api/app/produto/loja/configuracoes'),
      200,
    );
    return expectStatus(
      await owner.put<StoreSettings>('/api/app/produto/loja/configuracoes', {
        enabled: true,
        pixKeyType: 'email',
        pixKey: 'pix@loja.com.br',
        merchantName: 'Loja da Ana',
        merchantCity: 'São Paulo',
        revenueBoxId: null,
        revenueCategoryId: null,
        version: current.version,
        ...body,
      }),
      200,
    );
  }

  async function product(owner: Caller, body: Record<string, unknown> = {}) {
    return expectStatus(
      await owner.post<Product>('/api/app/produto/produtos', {
        name: `Camiseta ${randomUUID().slice(0, 6)}`,
        status: 'ativo',
        priceCents: 4990,
        variants: [
          { name: 'P', options: { tamanho: 'P' }, stock: 5 },
          { name: 'M', options: { tamanho: 'M' }, stock: 1, priceCents: 5990 },
        ],
        ...body,
      }),
      201,
    );
  }

  /** A store ready to sell in reais: site handle, revenue box, Pix settings, one product. */
  async function openStore() {
    const owner = await person('owner');
    const site = await ensureSite(database.db, owner.workspaceId);
    const revenue = await box(owner);
    const settings = await saveSettings(owner, { revenueBoxId: revenue.id });
    const shirt = await product(owner);
    return { owner, slug: site.handle, revenue, settings, shirt };
  }

  /** Gives `userId` units of a resource of the workspace (one grant per unit, as the ledger's API does). */
  async function giveUnits(workspaceId: string, userId: string, resourceId: string, units: number) {
    await transaction(app.ctx, async (tx) => {
      for (let i = 0; i < units; i++)
        await grantInWorkspace(tx, {
          workspaceId,
          userId,
          gameId: null,
          resourceId,
          points: 0,
          cause: `teste:${randomUUID()}`,
        });
    });
  }

  const guestCheckout = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/public/loja/${slug}/pedidos`,
      payload: body as object,
      headers,
      remoteAddress: `10.${randomInt255()}.${randomInt255()}.${randomInt255()}`,
    });

  return { person, box, saveSettings, product, openStore, giveUnits, guestCheckout };
}

const randomInt255 = () => Math.floor(Math.random() * 255);
