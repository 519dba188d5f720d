import { randomUUID } from 'node:crypto';
import type { Operation } from './openapi';

/**
 * The bodies of issue 14's critical finding, for every route of the OpenAPI document: a
 * wide object (10^5 keys, ~0.9 MB, under the 1 MiB body limit so it reaches the parser) and
 * a deep one (10^4 levels), plus a query string of 1,500 parameters, each sent signed in and
 * signed out. Shared by the fuzz test (in process, asserting size and status) and
 * `bench/fuzz-bounds.ts` (a built server, recording times).
 */
export const WIDE_KEYS = 100_000;
export const DEEP_LEVELS = 10_000;

/** `{"0":0,"1":0,…}` with base-36 keys, to keep 10^5 keys under 1 MiB. */
export function wideBody(keys = WIDE_KEYS): string {
  const parts = new Array<string>(keys);
  for (let i = 0; i < keys; i++) parts[i] = `"${i.toString(36)}":0`;
  return `{${parts.join(',')}}`;
}

/** `{"a":{"a":…1…}}`, `levels` deep. */
export function deepBody(levels = DEEP_LEVELS): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/**
 * As many query parameters as reach a real server: Node answers 431 to a request head over
 * 16 KB (`maxHeaderSize`), so 1,500 (~9 KB) is about the widest query an attacker can send.
 */
export const WIDE_QUERY_KEYS = 1_500;

/** `?0=0&1=0…`. */
export function wideQuery(keys = WIDE_QUERY_KEYS): string {
  const parts = new Array<string>(keys);
  for (let i = 0; i < keys; i++) parts[i] = `${i.toString(36)}=0`;
  return `?${parts.join('&')}`;
}

export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /**
   * A refusal is required (4xx) when the body is read: GET bodies are ignored by Fastify
   * (HTTP gives them no meaning) and a wide query may meet a schema that ignores extra keys,
   * so those only have to stay below 500.
   */
  mustRefuse: boolean;
}

export interface HostileCaller {
  token: string;
  workspaceId: string;
}

export type HostileShape = 'wide' | 'deep' | 'wide-query';

/**
 * Requests for every operation and shape, once signed in as `caller` (a Principal of its
 * workspace, so role checks pass and the body is read) and once signed out.
 */
export function hostileRequests(
  operations: Operation[],
  caller: HostileCaller,
  shapes: HostileShape[] = ['wide', 'deep', 'wide-query'],
): HostileRequest[] {
  const bodies = { wide: wideBody(), deep: deepBody() };
  const query = shapes.includes('wide-query') ? wideQuery() : '';
  const someId = randomUUID();
  const requests: HostileRequest[] = [];
  for (const operation of operations) {
    for (const signedIn of [true, false]) {
      const url = operation.path
        .replace('{workspaceId}', signedIn ? caller.workspaceId : someId)
        .replace(/\{\w+\}/g, someId);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-client-type': 'mobile',
        ...(signedIn
          ? { authorization: `Bearer ${caller.token}`, 'x-workspace-id': caller.workspaceId }
          : {}),
      };
      const who = signedIn ? 'com sessão' : 'sem sessão';
      const readsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      for (const shape of shapes) {
        const label = `${operation.method} ${operation.path} (${shape}, ${who})`;
        if (shape === 'wide-query') {
          requests.push({
            label,
            method: operation.method,
            url: url + query,
            headers,
            mustRefuse: false,
          });
        } else {
          requests.push({
            label,
            method: operation.method,
            url,
            headers,
            payload: bodies[shape],
            mustRefuse: readsBody,
          });
        }
      }
    }
  }
  return requests;
}
