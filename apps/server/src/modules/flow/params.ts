import { idParams, uuidParam } from '../../platform/http/route-kit';

/** Flow's path parameters, each with its record's "not found" message. */
export const itemParams = idParams('Item não encontrado.');
export const listParams = idParams('Lista não encontrada.');
export const taskParams = idParams('Tarefa não encontrada.');
export const processParams = idParams('Processo não encontrado.');
export const cardParams = idParams('Cartão não encontrado.');
export const checklistParams = taskParams.extend({
  itemId: uuidParam('Item do checklist não encontrado.'),
});
export const commentParams = taskParams.extend({
  commentId: uuidParam('Comentário não encontrado.'),
});
export const stageParams = processParams.extend({ stageId: uuidParam('Etapa não encontrada.') });
