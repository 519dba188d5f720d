import { agentMessages } from '@orbita/contracts/agents';
import { PermanentActionError } from '../actions/types';
import { PrivateAddressError } from './guard';
import { OutboundTimeoutError, UnsupportedUrlError } from './http';

/**
 * How an outside call's failure reaches the engine: PermanentActionError when retrying cannot
 * help (the receiver refused the request, the address is private), a plain Error (retried with
 * backoff) when it may (the receiver is down or busy, the network failed, no answer in time).
 * Messages are pt-BR: the last one is the dead run's reason in the log.
 */
export function failureOfStatus(what: string, status: number): Error | null {
  if (status >= 200 && status < 300) return null;
  if (status === 408 || status === 429 || status >= 500)
    return new Error(`${what} respondeu HTTP ${status}; nova tentativa em breve.`);
  if (status >= 300 && status < 400)
    return new PermanentActionError(
      `${what} respondeu com um redirecionamento (HTTP ${status}); use o endereço final.`,
    );
  return new PermanentActionError(`${what} recusou a chamada (HTTP ${status}).`);
}

export function failureOfError(what: string, error: unknown): Error {
  if (error instanceof PermanentActionError) return error;
  if (error instanceof PrivateAddressError)
    return new PermanentActionError(agentMessages.privateUrl);
  if (error instanceof UnsupportedUrlError)
    return new PermanentActionError(`${what} redirecionou para um endereço que não é http(s).`);
  if (error instanceof OutboundTimeoutError)
    return new Error(`${what} não respondeu em ${Math.round(error.timeoutMs / 1000)} s.`);
  const code = (error as { code?: unknown } | null)?.code;
  const detail = typeof code === 'string' ? code : error instanceof Error ? error.message : '';
  return new Error(`Não foi possível chamar ${what.toLowerCase()} (${detail || 'erro de rede'}).`);
}
