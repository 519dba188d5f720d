import {
  agentsEndpoints as endpoints,
  type CreateAgentBody,
  type DryRunBody,
  type RunStatus,
  type UpdateAgentBody,
} from '@orbita/contracts/agents';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/conta/agentes`, typed by the contracts. */
export const agentsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreateAgentBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateAgentBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),

  /** The secret its webhook calls are signed with (read on request, never cached). */
  webhookSecret: (id: string) => callApi(endpoints.webhookSecret, { params: { id } }),
  versions: (id: string, options?: RequestOptions) =>
    callApi(endpoints.versions, { params: { id }, ...options }),
  restoreVersion: (id: string, version: number) =>
    callApi(endpoints.restoreVersion, { params: { id, version: String(version) } }),
  /** "Testar com um evento de exemplo": what would happen, nothing done. */
  dryRun: (id: string, body: DryRunBody) => callApi(endpoints.dryRun, { params: { id }, body }),

  runs: (
    id: string,
    status: RunStatus | undefined,
    cursor: string | undefined,
    options?: RequestOptions,
  ) => callApi(endpoints.runs, { params: { id }, query: { status, cursor }, ...options }),
  run: (id: string, runId: string, options?: RequestOptions) =>
    callApi(endpoints.run, { params: { id, runId }, ...options }),
  approve: (id: string, runId: string) => callApi(endpoints.approve, { params: { id, runId } }),
  deny: (id: string, runId: string) => callApi(endpoints.deny, { params: { id, runId } }),
};
