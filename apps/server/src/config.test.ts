import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('is production unless development or test is asked for explicitly (fail closed)', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'dev' })).toThrow(/Configuração inválida: NODE_ENV/);
  });

  it('takes APP_URL only as an http(s) address', () => {
    expect(loadConfig({ APP_URL: 'https://orbita.exemplo.com.br/' }).APP_URL).toBe(
      'https://orbita.exemplo.com.br',
    );
    expect(loadConfig({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    for (const bad of ['orbita.exemplo.com.br', 'javascript:alert(1)', 'ftp://orbita.exemplo'])
      expect(() => loadConfig({ APP_URL: bad }), bad).toThrow(/Configuração inválida: APP_URL/);
  });
});
