import { describe, expect, it } from 'vitest';
import { appRoutes, matchAppRoute } from './routes';

describe('route table', () => {
  it('matches the spec routes, with and without optional ids', () => {
    expect(matchAppRoute('/')?.path).toBe('/');
    expect(matchAppRoute('/flow/lista')?.path).toBe('/flow/lista/:id?');
    expect(matchAppRoute('/flow/lista/123')?.path).toBe('/flow/lista/:id?');
    expect(matchAppRoute('/play')?.path).toBe('/play/:codigo?');
    expect(matchAppRoute('/play/ABC')?.path).toBe('/play/:codigo?');
    expect(matchAppRoute('/registro/Confirma')?.path).toBe('/registro/Confirma');
    expect(matchAppRoute('/gamificacao/player/inventario')?.guard).toBe('auth');
  });

  it('does not match unknown paths', () => {
    expect(matchAppRoute('/nada')).toBeUndefined();
    expect(matchAppRoute('/flow/lista/1/2')).toBeUndefined();
    expect(matchAppRoute('/registro/confirma')).toBeUndefined();
  });

  it('has every auth route of the spec guarded (45 routes, plus the media library, settings, moderation, players, the store and sequences)', () => {
    expect(appRoutes).toHaveLength(56);
    expect(appRoutes.filter((r) => r.guard === 'auth')).toHaveLength(49);
    expect(matchAppRoute('/fabrica/sequencias')?.title).toBe('Sequências');
    expect(matchAppRoute('/fabrica/midia')?.title).toBe('Biblioteca de mídia');
    expect(matchAppRoute('/me/configuracoes')?.title).toBe('Configurações');
    expect(matchAppRoute('/universo/moderacao')?.guard).toBe('auth');
    // Explore and a review link open signed out.
    expect(matchAppRoute('/explorar')?.guard).toBeUndefined();
    expect(matchAppRoute('/revisao/abc')?.guard).toBeUndefined();
    // Issue 22: players and the store's screens are signed in; a buyer's order link is not.
    expect(matchAppRoute('/pessoa/players')?.guard).toBe('auth');
    expect(matchAppRoute('/produto/pedidos')?.guard).toBe('auth');
    expect(matchAppRoute('/produto/pedido/1')?.guard).toBe('auth');
    expect(matchAppRoute('/produto/loja')?.guard).toBe('auth');
    expect(matchAppRoute('/pedido/abc')?.guard).toBeUndefined();
  });
});
