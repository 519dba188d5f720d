import { describe, expect, it } from 'vitest';
import {
  accountFeatureOf,
  accountTypeAllows,
  accountTypesFor,
  canCreateWorkspaces,
} from './account-types';
import { actionRules, can, isPersonOnly } from './roles';

describe('account types (PRODUCT.md §1)', () => {
  it('tourist and player: the basics only; creator: all but teams; organization: everything', () => {
    for (const type of ['tourist', 'player', null] as const) {
      expect(accountTypeAllows(type, 'basic')).toBe(true);
      for (const f of [
        'processes',
        'finance',
        'games',
        'members',
        'keys',
        'agents',
        'teams',
        'publishing',
        'structures',
      ] as const)
        expect(accountTypeAllows(type, f), `${type} ${f}`).toBe(false);
    }
    expect(accountTypeAllows('creator', 'finance')).toBe(true);
    expect(accountTypeAllows('creator', 'teams')).toBe(false);
    expect(accountTypesFor('publishing')).toEqual(['creator', 'organization']);
    expect(accountTypeAllows('organization', 'teams')).toBe(true);
    expect(accountTypesFor('teams')).toEqual(['organization']);
    expect(accountTypesFor('agents')).toEqual(['creator', 'organization']);
    expect(canCreateWorkspaces('creator')).toBe(true);
    expect(canCreateWorkspaces('tourist')).toBe(false);
    expect(canCreateWorkspaces(null)).toBe(false);
  });

  it('classifies routes in both path forms, and an unknown one as creator-only', () => {
    expect(accountFeatureOf('/api/app/riqueza/boxes/:id')).toBe('finance');
    expect(accountFeatureOf('/api/app/flow/processes/{id}/stages')).toBe('processes');
    expect(accountFeatureOf('/api/app/flow/items')).toBe('basic');
    expect(accountFeatureOf('/api/app/gamificacao/missions/:id/check-ins')).toBe('basic');
    expect(accountFeatureOf('/api/app/gamificacao/missions/:id')).toBe('games');
    expect(accountFeatureOf('/api/app/gamificacao/check-ins/:id/approve')).toBe('games');
    expect(accountFeatureOf('/api/app/conta/contas/:workspaceId/equipes')).toBe('teams');
    expect(accountFeatureOf('/api/app/conta/contas/:workspaceId/chaves/:keyId')).toBe('keys');
    expect(accountFeatureOf('/api/app/conta/contas/:workspaceId/convites')).toBe('members');
    expect(accountFeatureOf('/api/app/conta/contas/:workspaceId')).toBe('basic');
    expect(accountFeatureOf('/api/app/conta/agentes')).toBe('agents');
    expect(accountFeatureOf('/api/app/conta/agentes/{id}/disparar')).toBe('agents');
    expect(accountFeatureOf('/api/app/conta/agentes/:id/execucoes/:runId/aprovar')).toBe('agents');
    expect(accountFeatureOf('/api/app/conta/agentesx')).toBe('structures');
    expect(accountFeatureOf('/api/app/fabrica/media/files')).toBe('basic');
    expect(accountFeatureOf('/api/app/universo/paginas')).toBe('structures');
    expect(accountFeatureOf('/api/app/universo/publications/{id}/publish')).toBe('publishing');
    expect(accountFeatureOf('/api/app/universo/publications')).toBe('publishing');
    expect(accountFeatureOf('/api/app/universo/reviews/{kind}/{recordId}')).toBe('publishing');
    expect(accountFeatureOf('/api/app/produto/pages/:id')).toBe('publishing');
    expect(accountFeatureOf('/api/app/produto/pagesx')).toBe('structures');
  });
});

describe('person-only actions', () => {
  it('access management and ownership need a person; the role table is unchanged', () => {
    expect(isPersonOnly('access.manage')).toBe(true);
    expect(isPersonOnly('workspace.own')).toBe(true);
    expect(isPersonOnly('workspace.admin')).toBe(false);
    expect(isPersonOnly('content.write')).toBe(false);
    expect(actionRules['access.manage'].minimumRole).toBe('admin');
    expect(can('admin', 'access.manage')).toBe(true);
    expect(can('creator', 'access.manage')).toBe(false);
  });
});
