import { describe, expect, it } from 'vitest';
import { buildInit } from '../../../platform/http/transport';
import { updateSession } from '../../../platform/session/session-store';
import { ipEntryProblem } from '../components/allowed-ips-editor';
import { describeAudit } from '../components/audit-tab';
import { recordLink } from '../components/switch-workspace-prompt';
import { endOfDaySaoPaulo, formatDateTime, saoPauloDay } from '../format';

describe('allowed IPs editor validation', () => {
  it('accepts IPv4, IPv6 and CIDR ranges, and says what is wrong otherwise', () => {
    for (const ok of ['203.0.113.7', '10.0.0.0/8', '2001:db8::1', '2001:DB8::/32'])
      expect(ipEntryProblem(ok, [])).toBeNull();
    expect(ipEntryProblem('300.1.1.1', [])).toMatch(
      /Informe um IP \(IPv4 ou IPv6\) ou uma faixa CIDR/,
    );
    expect(ipEntryProblem('10.0.0.0/33', [])).toMatch(/faixa CIDR/);
    expect(ipEntryProblem(' ', [])).toBe('Digite um IP ou uma faixa.');
    expect(ipEntryProblem('2001:DB8::1', ['2001:db8::1'])).toBe('Este IP já está na lista.');
  });
});

describe('workspace header', () => {
  it('sends the session workspace as X-Workspace-Id, unless the caller names one', () => {
    expect(new Headers(buildInit('GET', undefined).headers).get('X-Workspace-Id')).toBeNull();
    updateSession({ token: 't', workspaceId: '11111111-1111-4111-8111-111111111111' });
    expect(new Headers(buildInit('GET', undefined).headers).get('X-Workspace-Id')).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
    const own = buildInit('GET', undefined, {
      headers: { 'X-Workspace-Id': '22222222-2222-4222-8222-222222222222' },
    });
    expect(new Headers(own.headers).get('X-Workspace-Id')).toBe(
      '22222222-2222-4222-8222-222222222222',
    );
  });
});

describe('helpers', () => {
  it('builds record links that carry their workspace', () => {
    expect(recordLink('/conta/chave/abc', 'w1')).toBe('/conta/chave/abc?conta=w1');
    expect(recordLink('/flow/lista/1?aba=x', 'w2')).toBe('/flow/lista/1?aba=x&conta=w2');
  });

  it('formats dates in São Paulo and turns a day into its last second there', () => {
    expect(formatDateTime('2026-01-02T03:04:00Z')).toBe('02/01/2026 00:04');
    expect(endOfDaySaoPaulo('2026-03-10')).toBe('2026-03-10T23:59:59-03:00');
    expect(saoPauloDay('2026-03-11T02:59:59Z')).toBe('2026-03-10');
  });

  it('describes audit entries in pt-BR', () => {
    const entry = (action: string, details: Record<string, string>) =>
      ({ id: '1', action, actor: null, details, createdAt: '' }) as Parameters<
        typeof describeAudit
      >[0];
    expect(
      describeAudit(entry('member.role_changed', { name: 'Edu', from: 'editor', to: 'admin' })),
    ).toBe('Edu: Editor → Admin.');
    expect(describeAudit(entry('invite.created', { email: 'a@b.com', role: 'viewer' }))).toBe(
      'a@b.com como Observador.',
    );
    expect(
      describeAudit(
        entry('key.revoked', {
          name: 'CI',
          keyId: 'orb_x',
          reason: 'O criador da chave saiu da conta.',
        }),
      ),
    ).toBe('Chave "CI" (orb_x): O criador da chave saiu da conta.');
  });
});
