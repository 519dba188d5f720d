import { describe, expect, it } from 'vitest';
import { equivalentPath } from './equivalent-path';

const id = '0b8f7f0e-3c55-4b7e-9d3f-6a1d2a1e9c10';

describe('equivalentPath: a record page of the old workspace goes to its collection', () => {
  it('leaves record pages for their index, in the same area', () => {
    expect(equivalentPath('/flow/lista/abc', id)).toBe('/flow/listas');
    expect(equivalentPath('/flow/processo/abc', id)).toBe('/flow/processos');
    expect(equivalentPath('/conta/chave/abc', id)).toBe('/conta/chaves');
    expect(equivalentPath('/riqueza/portfolio/abc', id)).toBe('/riqueza/administracao');
  });

  it("goes to the new workspace's own settings from the old one's", () => {
    expect(equivalentPath('/conta/conta/velha', id)).toBe(`/conta/conta/${id}`);
  });

  it('stays on screens that hold no record of a workspace', () => {
    for (const path of ['/me/home', '/flow/listas', '/flow/lista', '/flow/coleta-ideias', '/x'])
      expect(equivalentPath(path, id)).toBeNull();
  });
});
