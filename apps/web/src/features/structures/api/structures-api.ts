import {
  structuresEndpoints as endpoints,
  type CreateStructureVersionBody,
  type InstantiateStructureBody,
  type StructureKind,
  type UpdateStructureBody,
} from '@orbita/contracts/structures';
import { workspacesEndpoints as conta } from '@orbita/contracts/workspaces';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/estruturas`, typed by the contracts. */
export const structuresApi = {
  list: (query: { kind?: StructureKind; cursor?: string | undefined }, options?: RequestOptions) =>
    callApi(endpoints.list, { query, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  update: (id: string, body: UpdateStructureBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  createVersion: (id: string, body: CreateStructureVersionBody) =>
    callApi(endpoints.createVersion, { params: { id }, body }),
  instantiate: (id: string, body: InstantiateStructureBody) =>
    callApi(endpoints.instantiate, { params: { id }, body }),
  /** The person's workspaces (where a structure may be used). */
  myWorkspaces: (options?: RequestOptions) => callApi(conta.mine, { ...options }),
};
