/**
 * What a failed Graph API call means to the caller. The durable outbox retries only what may
 * succeed later (`permanent: false`: rate limits, Meta down, network, timeout) and shows
 * `message` (pt-BR) to the person for the rest. Meta asks to branch on `code`, not on the HTTP
 * status or the title: rate limits such as 131056 arrive as HTTP 400.
 */
export type GraphErrorKind = 'http' | 'network' | 'timeout' | 'too-large' | 'redirect' | 'invalid';

export interface GraphErrorInit {
  kind: GraphErrorKind;
  /** HTTP status; 0 when no answer came (network, timeout). */
  status: number;
  code?: number | null;
  subcode?: number | null;
  /** Meta's own text (message and error_data.details), for logs; never shown as is. */
  detail?: string;
  retryAfterMs?: number | null;
  fbtraceId?: string | null;
}

export class GraphError extends Error {
  readonly kind: GraphErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly detail: string;
  readonly retryAfterMs: number | null;
  readonly permanent: boolean;
  readonly fbtraceId: string | null;

  constructor(init: GraphErrorInit) {
    const code = init.code ?? null;
    const permanent = isPermanent(init.kind, init.status, code);
    super(reasonOf(init.kind, init.status, code, permanent));
    this.name = 'GraphError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = code;
    this.subcode = init.subcode ?? null;
    this.detail = init.detail ?? '';
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.permanent = permanent;
    this.fbtraceId = init.fbtraceId ?? null;
  }
}

export const isGraphError = (error: unknown): error is GraphError => error instanceof GraphError;

/**
 * Codes that say "later" whatever the HTTP status: Graph API unknown/service errors (1, 2),
 * app and account call limits (4, 17, 32, 613, 80007), Cloud API throughput (130429), generic
 * and service-unavailable errors (131000, 131016, 133004), spam and pair rate limits (131048,
 * 131056).
 */
const TRANSIENT_CODES = new Set([
  1, 2, 4, 17, 32, 613, 80007, 130429, 131000, 131016, 131048, 131056, 133004,
]);

function isPermanent(kind: GraphErrorKind, status: number, code: number | null): boolean {
  if (kind === 'network' || kind === 'timeout') return false;
  if (kind !== 'http') return true;
  if (code !== null && TRANSIENT_CODES.has(code)) return false;
  if (status === 408 || status === 429 || status >= 500) return false;
  return true;
}

/** pt-BR reasons for the codes we know (Meta's "WhatsApp error codes" page). */
const REASONS: Record<number, string> = {
  0: 'O token de acesso do WhatsApp é inválido; gere um novo token e salve a conexão.',
  190: 'O token de acesso do WhatsApp expirou ou foi revogado; gere um novo token e salve a conexão.',
  3: 'O token de acesso não tem permissão para esta operação do WhatsApp.',
  10: 'O token de acesso não tem permissão para esta operação do WhatsApp.',
  100: 'O WhatsApp recusou a chamada: um parâmetro é inválido ou o ID (do número, da conta ou da mídia) não existe.',
  368: 'O número da empresa está bloqueado temporariamente por violar as políticas do WhatsApp.',
  131008: 'O WhatsApp recusou a mensagem: falta um parâmetro obrigatório.',
  131009: 'O WhatsApp recusou a mensagem: um valor de parâmetro é inválido.',
  131021: 'O destinatário é o próprio número da empresa.',
  131026:
    'Mensagem não entregue: o número não usa WhatsApp, não aceitou os termos atuais ou usa uma versão antiga do aplicativo.',
  131030: 'Este número não está na lista de destinatários permitidos do número de teste.',
  131031: 'A conta do WhatsApp Business está bloqueada.',
  131042: 'Há um problema de pagamento na conta do WhatsApp Business.',
  131047:
    'Passaram mais de 24 horas desde a última mensagem do contato: só é possível enviar um modelo aprovado.',
  131049:
    'O WhatsApp não entregou esta mensagem de marketing para preservar o engajamento do contato; tente mais tarde com outro conteúdo.',
  131050: 'O contato pediu para não receber mensagens de marketing.',
  131051: 'Tipo de mensagem não suportado pelo WhatsApp.',
  131052: 'Não foi possível baixar a mídia enviada pelo contato.',
  131053: 'Não foi possível enviar a mídia: formato ou tamanho não aceito pelo WhatsApp.',
  132000: 'O número de parâmetros não corresponde ao do modelo.',
  132001: 'O modelo não existe neste idioma ou ainda não foi aprovado.',
  132005: 'O texto do modelo com os parâmetros ficou longo demais.',
  132007: 'O conteúdo do modelo viola as políticas do WhatsApp.',
  132012: 'O formato de um parâmetro não corresponde ao do modelo.',
  132015: 'O modelo está pausado por baixa qualidade.',
  132016: 'O modelo foi desativado por baixa qualidade.',
  133010: 'O número da empresa não está registrado na Cloud API do WhatsApp.',
  // Transient ones (retried; the person sees them while the message waits).
  4: 'O limite de chamadas do aplicativo na Graph API foi atingido; nova tentativa em breve.',
  80007:
    'O limite de chamadas da conta do WhatsApp Business foi atingido; nova tentativa em breve.',
  130429: 'O limite de envio da Cloud API foi atingido; nova tentativa em breve.',
  131048: 'O WhatsApp limitou o envio por suspeita de spam; nova tentativa em breve.',
  131056: 'Muitas mensagens para o mesmo contato em pouco tempo; nova tentativa em breve.',
};

/** The pt-BR reason of a Cloud API error code, or `fallback` (Meta's title) when unknown. */
export function reasonOfCode(code: number | null | undefined, fallback: string): string {
  if (code !== null && code !== undefined) {
    if (REASONS[code]) return REASONS[code];
    if (code >= 200 && code <= 299) return REASONS[10]!;
  }
  return fallback;
}

function reasonOf(
  kind: GraphErrorKind,
  status: number,
  code: number | null,
  permanent: boolean,
): string {
  switch (kind) {
    case 'network':
      return 'Não foi possível falar com a Graph API do WhatsApp (rede); nova tentativa em breve.';
    case 'timeout':
      return 'A Graph API do WhatsApp não respondeu a tempo; nova tentativa em breve.';
    case 'too-large':
      return 'A mídia passa do tamanho máximo aceito.';
    case 'redirect':
      return 'A Graph API redirecionou para outro endereço; a chamada foi recusada.';
    case 'invalid':
      return 'A Graph API respondeu algo inesperado.';
    case 'http':
      break;
  }
  const known = reasonOfCode(code, '');
  if (known) return known;
  if (status === 401) return REASONS[190]!;
  if (status === 403) return REASONS[10]!;
  if (!permanent)
    return status === 429
      ? 'A Graph API do WhatsApp pediu para esperar (HTTP 429); nova tentativa em breve.'
      : `A Graph API do WhatsApp está indisponível (HTTP ${status}); nova tentativa em breve.`;
  return `A Graph API do WhatsApp recusou a chamada (HTTP ${status}${code ? `, código ${code}` : ''}).`;
}
