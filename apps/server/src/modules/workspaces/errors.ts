import { workspaceErrorCodes as codes } from '@orbita/contracts';
import { AppError } from '../../platform/errors';

/** The module's pt-BR refusals, in one place so the tests and the web read the same words. */
export const workspaceErrors = {
  workspaceNotFound: () => AppError.notFound('Conta não encontrada.'),
  memberNotFound: () => AppError.notFound('Membro não encontrado.'),
  teamNotFound: () => AppError.notFound('Equipe não encontrada.'),
  inviteNotFound: () => AppError.notFound('Convite não encontrado.'),
  keyNotFound: () => AppError.notFound('Chave não encontrada.'),
  accountType: () =>
    AppError.forbidden(
      'Só contas do tipo Criador ou Organização podem criar novas contas. Altere o tipo da sua conta em Perfil.',
      codes.accountType,
    ),
  confirmName: () => {
    const message = 'O nome digitado não confere com o nome da conta.';
    return new AppError(400, codes.confirmName, message, { confirmName: message });
  },
  personalDelete: () => AppError.conflict('A conta pessoal não pode ser excluída.', codes.personal),
  personalTransfer: () =>
    AppError.conflict('A conta pessoal não pode ser transferida.', codes.personal),
  ownerCannotLeave: () =>
    AppError.conflict(
      'O Principal não pode sair da conta. Transfira a posse para outro membro antes de sair.',
      codes.ownerProtected,
    ),
  ownerProtected: () =>
    AppError.forbidden(
      'O Principal não pode ser removido nem rebaixado. Para mudar o Principal, transfira a posse.',
      codes.ownerProtected,
    ),
  transferToSelf: () =>
    AppError.validation('Escolha outro membro para receber a posse.', {
      userId: 'Escolha outro membro para receber a posse.',
    }),
  roleAboveOwn: () =>
    AppError.forbidden('Você não pode conceder um papel acima do seu.', codes.roleAboveOwn),
  memberAboveOwn: () =>
    AppError.forbidden(
      'Você não pode alterar um membro com papel acima do seu.',
      codes.roleAboveOwn,
    ),
  alreadyMember: () => AppError.conflict('Esta pessoa já é membro da conta.', codes.alreadyMember),
  youAreAlreadyMember: () =>
    AppError.conflict('Você já é membro desta conta.', codes.alreadyMember),
  invitePending: () =>
    AppError.conflict(
      'Já existe um convite pendente para este e-mail. Reenvie-o ou revogue-o antes.',
      codes.invitePending,
    ),
  inviteInvalid: () =>
    AppError.notFound(
      'Convite inválido. Confira o link recebido por e-mail ou peça um novo convite.',
    ),
  inviteExpired: () =>
    new AppError(
      410,
      codes.inviteExpired,
      'Este convite expirou. Peça um novo convite a quem convidou você.',
    ),
  inviteRevoked: () =>
    new AppError(
      410,
      codes.inviteRevoked,
      'Este convite foi cancelado. Peça um novo convite a quem convidou você.',
    ),
  inviteUsed: () => new AppError(410, codes.inviteUsed, 'Este convite já foi usado.'),
  inviteNotOpen: () =>
    AppError.conflict('Este convite não está mais pendente.', codes.inviteInvalid),
  inviteEmailMismatch: (invited: string) =>
    AppError.forbidden(
      `Este convite foi enviado para ${invited}. Entre com esse e-mail para aceitá-lo.`,
      codes.inviteEmailMismatch,
    ),
  teamNameTaken: () => AppError.conflict('Já existe uma equipe com este nome.'),
  notMembers: () =>
    AppError.validation('Escolha apenas membros desta conta.', {
      memberIds: 'Escolha apenas membros desta conta.',
    }),
  responsibleNotMember: () =>
    AppError.validation('O responsável precisa ser membro desta conta.', {
      responsibleUserId: 'O responsável precisa ser membro desta conta.',
    }),
  keyRevoked: () =>
    AppError.conflict('Esta chave foi revogada e não pode mais ser alterada.', codes.keyRevoked),
};

/** Masks the middle of an e-mail for messages shown to someone else (`a***@exemplo.com`). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
