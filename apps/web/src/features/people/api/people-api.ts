import { chatsEndpoints } from '@orbita/contracts/chats';
import { financeEndpoints } from '@orbita/contracts/finance';
import { flowEndpoints } from '@orbita/contracts/flow';
import {
  keepInTouchEndpoints,
  peopleEndpoints as endpoints,
  peopleIoEndpoints,
  playersEndpoints,
  type CreatePersonBody,
  type ExportPeopleQuery,
  type ImportPeopleBody,
  type LinkPlayerBody,
  type PlayersQuery,
  type CreatePersonLinkBody,
  type MergePeopleBody,
  type PeopleListQuery,
  type UpdatePersonBody,
} from '@orbita/contracts/people';
import { publicationsEndpoints } from '@orbita/contracts/publications';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/pessoa/pessoas`, typed by the contracts. */
export const peopleApi = {
  list: (query: PeopleListQuery, options?: RequestOptions) =>
    callApi(endpoints.list, { query, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreatePersonBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePersonBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  duplicates: (options?: RequestOptions) => callApi(endpoints.duplicates, { ...options }),
  merge: (body: MergePeopleBody) => callApi(endpoints.merge, { body }),
  links: (id: string, options?: RequestOptions) =>
    callApi(endpoints.links, { params: { id }, ...options }),
  addLink: (id: string, body: CreatePersonLinkBody) =>
    callApi(endpoints.addLink, { params: { id }, body }),
  removeLink: (id: string, linkId: string) =>
    callApi(endpoints.removeLink, { params: { id, linkId } }),
  timeline: (id: string, options?: RequestOptions) =>
    callApi(endpoints.timeline, { params: { id }, ...options }),
  /** "Registrar contato": now. */
  registerContact: (id: string) =>
    callApi(keepInTouchEndpoints.registerContact, { params: { id }, body: {} }),

  importPeople: (body: ImportPeopleBody) => callApi(peopleIoEndpoints.importPeople, { body }),
  /** The file's text (the endpoint answers text/csv or text/vcard). */
  exportPeople: async (query: ExportPeopleQuery): Promise<string> =>
    ((await callApi(peopleIoEndpoints.exportPeople, { query })) as unknown as string | undefined) ??
    '',

  players: (query: PlayersQuery, options?: RequestOptions) =>
    callApi(playersEndpoints.list, { query, ...options }),
  linkPlayer: (userId: string, body: LinkPlayerBody) =>
    callApi(playersEndpoints.linkPerson, { params: { userId }, body }),
};

/**
 * The records a person can be linked to, found through their own modules' endpoints (the
 * contracts, not their features): tasks of a list, finance entries, publications, chat
 * contacts — each searched by what is typed.
 */
export const linkSearchApi = {
  lists: (options?: RequestOptions) => callApi(flowEndpoints.lists, { ...options }),
  tasks: (listId: string, q: string, options?: RequestOptions) =>
    callApi(flowEndpoints.tasks, {
      params: { id: listId },
      query: { ...(q ? { q } : {}), limit: 20, sort: 'created', dir: 'desc' },
      ...options,
    }),
  /** A task's list, to open it from the timeline. */
  task: (id: string, options?: RequestOptions) =>
    callApi(flowEndpoints.task, { params: { id }, ...options }),
  entries: (q: string, options?: RequestOptions) =>
    callApi(financeEndpoints.entries, { query: { ...(q ? { q } : {}), limit: 20 }, ...options }),
  publications: (q: string, options?: RequestOptions) =>
    callApi(publicationsEndpoints.list, { query: { ...(q ? { q } : {}), limit: 20 }, ...options }),
  contacts: (q: string, options?: RequestOptions) =>
    callApi(chatsEndpoints.contacts, { query: { ...(q ? { q } : {}), limit: 20 }, ...options }),
};
