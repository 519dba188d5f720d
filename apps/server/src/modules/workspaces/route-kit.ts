import { apiErrorSchema } from '@orbita/contracts';
import { z } from 'zod';

/** What every route of the module may answer besides its success. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const security = [{ bearer: [] }];
export const tags = ['conta'];

const id = (message: string) => z.uuid(message);
export const workspaceParams = z.object({ workspaceId: id('Conta não encontrada.') });
export const memberParams = workspaceParams.extend({ userId: id('Membro não encontrado.') });
export const teamParams = workspaceParams.extend({ teamId: id('Equipe não encontrada.') });
export const inviteParams = workspaceParams.extend({ inviteId: id('Convite não encontrado.') });
export const keyParams = workspaceParams.extend({ keyId: id('Chave não encontrada.') });
export const noContent = { 204: z.null() };
