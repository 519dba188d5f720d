import { z } from 'zod';
import { uuidParam } from '../../platform/http/route-kit';

/** Path parameters of `/conta/contas/:workspaceId/...`, each with its record's "not found" text. */
export const workspaceParams = z.object({ workspaceId: uuidParam('Conta não encontrada.') });
export const memberParams = workspaceParams.extend({ userId: uuidParam('Membro não encontrado.') });
export const teamParams = workspaceParams.extend({ teamId: uuidParam('Equipe não encontrada.') });
export const inviteParams = workspaceParams.extend({
  inviteId: uuidParam('Convite não encontrado.'),
});
export const keyParams = workspaceParams.extend({ keyId: uuidParam('Chave não encontrada.') });
