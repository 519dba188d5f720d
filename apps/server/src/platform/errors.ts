import { errorCodes, type ApiError } from '@orbita/contracts';

/**
 * The one error type of the server. Services and policies throw it; the error handler
 * renders it as `{ message, code, fields? }` with its status. `message` is pt-BR and is
 * shown to the user as is (spec §8), so write it for a person.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON(): ApiError {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }

  static validation(message: string, fields?: Record<string, string>) {
    return new AppError(400, errorCodes.validation, message, fields);
  }
  static unauthenticated(
    message = 'Faça login para continuar.',
    code: string = errorCodes.unauthenticated,
  ) {
    return new AppError(401, code, message);
  }
  static forbidden(
    message = 'Você não tem permissão para esta ação.',
    code: string = errorCodes.forbidden,
  ) {
    return new AppError(403, code, message);
  }
  /** Also used for records of another workspace, so their existence never leaks. */
  static notFound(message = 'Registro não encontrado.') {
    return new AppError(404, errorCodes.notFound, message);
  }
  static conflict(message: string, code: string = errorCodes.conflict) {
    return new AppError(409, code, message);
  }
}

export const messages = {
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  emptyBody: 'O corpo da requisição está vazio.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie JSON.',
  payloadTooLarge: 'A requisição é grande demais.',
  validation: 'Alguns campos estão inválidos. Confira e tente de novo.',
  notFound: 'Recurso não encontrado.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente de novo.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  badUrl: 'O endereço da requisição é inválido.',
  urlTooLong: 'O endereço da requisição é longo demais.',
  invalidData:
    'Alguns dados enviados não podem ser guardados (caracteres ou valores inválidos). Confira e tente de novo.',
} as const;
