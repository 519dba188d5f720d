import type { Product, ProductCodeSettings } from '@orbita/contracts/products';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn } from './products-test-kit';

const app = await testApp();
const database = testDatabase();
const member = (role: Parameters<typeof signedIn>[2], workspaceId?: string) =>
  signedIn(app, database, role, workspaceId);

describe('product code sequence', () => {
  it('defaults to PRD; a chosen prefix/suffix names the next product, earlier codes stay; the next number never goes back', async () => {
    const owner = await member('owner');
    const before = await owner.call<ProductCodeSettings>('GET', '/codigos');
    expect(before).toEqual({
      status: 200,
      body: {
        id: owner.workspaceId,
        prefix: 'PRD',
        suffix: '',
        width: 4,
        nextNumber: 1,
        nextCode: 'PRD-0001',
        version: 1,
      },
    });
    const first = (await owner.call<Product>('POST', '', { name: 'Primeiro' })).body;
    expect(first.code).toBe('PRD-0001');

    const saved = await owner.call<ProductCodeSettings>('PATCH', '/codigos', {
      prefix: ' loja ',
      suffix: 'sp',
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      prefix: 'LOJA',
      suffix: 'SP',
      nextNumber: 2,
      nextCode: 'LOJA-0002-SP',
      version: 2,
    });

    const second = (await owner.call<Product>('POST', '', { name: 'Segundo' })).body;
    expect(second.code).toBe('LOJA-0002-SP');
    expect((await owner.call<Product>('GET', `/${first.id}`)).body.code).toBe('PRD-0001');

    // A deleted product's number is not handed out again.
    expect((await owner.call('DELETE', `/${second.id}`)).status).toBe(204);
    expect((await owner.call<ProductCodeSettings>('GET', '/codigos')).body).toMatchObject({
      nextNumber: 3,
      nextCode: 'LOJA-0003-SP',
    });

    // Only the suffix: cleared, the prefix kept.
    const cleared = await owner.call<ProductCodeSettings>('PATCH', '/codigos', {
      suffix: '',
      version: 2,
    });
    expect(cleared.body).toMatchObject({ prefix: 'LOJA', suffix: '', nextCode: 'LOJA-0003' });
  });

  it('refuses a stale edit (409 with the current settings) and invalid parts in pt-BR', async () => {
    const owner = await member('owner');
    const creator = await member('creator', owner.workspaceId);
    expect((await creator.call('PATCH', '/codigos', { prefix: 'ABC', version: 1 })).status).toBe(
      200,
    );
    const stale = await owner.call('PATCH', '/codigos', { prefix: 'XYZ', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ prefix: 'ABC', version: 2 });
    expect((await owner.call('GET', '/codigos')).body.prefix).toBe('ABC');

    const bad = await owner.call('PATCH', '/codigos', { prefix: 'AB-Ç', suffix: 'X'.repeat(11) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('só pode ter letras sem acento e números');
    expect(JSON.stringify(bad.body)).toContain('no máximo 10 caracteres');
    expect((await owner.call('PATCH', '/codigos', { prefix: '' })).status).toBe(400);
  });

  it('lets an Observador (and an Editor) read but not change it (403); another workspace keeps its own', async () => {
    const owner = await member('owner');
    const other = await member('owner');
    const viewer = await member('viewer', owner.workspaceId);
    const editor = await member('editor', owner.workspaceId);
    expect((await viewer.call('GET', '/codigos')).body.prefix).toBe('PRD');
    expect((await viewer.call('PATCH', '/codigos', { prefix: 'OBS' })).status).toBe(403);
    expect((await editor.call('PATCH', '/codigos', { prefix: 'EDT' })).status).toBe(403);

    expect((await owner.call('PATCH', '/codigos', { prefix: 'MEU' })).status).toBe(200);
    expect((await other.call('GET', '/codigos')).body).toMatchObject({
      prefix: 'PRD',
      suffix: '',
      version: 1,
    });
    expect((await other.call<Product>('POST', '', { name: 'Outro' })).body.code).toBe('PRD-0001');
    expect((await owner.call<Product>('POST', '', { name: 'Meu' })).body.code).toBe('MEU-0001');
  });
});
