import { roleLabels, type Role } from '@orbita/contracts';
import { actionKindLabels, type ActionKind } from '@orbita/contracts/agents';

/** The engine's own reasons in the run log (pt-BR, shown as text). */
export const engineMessages = {
  creatorGone:
    'O criador deste agente não é mais membro da conta: o agente não pode agir em nome dele.',
  noPermission: (kind: ActionKind, role: Role) =>
    `O agente age como ${roleLabels[role]} e esse papel não pode “${actionKindLabels[kind]}”.`,
  unavailable: (kind: ActionKind) =>
    `A ação “${actionKindLabels[kind]}” não está disponível neste servidor.`,
  exhausted: (attempts: number, last: string) =>
    `Falhou após ${attempts} tentativas. Último erro: ${last}`,
  transient: 'Falha temporária; a execução será tentada de novo.',
  crashed: 'O processo que executava o agente parou no meio da execução.',
  noDefinition: 'A versão do agente desta execução não existe mais.',
};
