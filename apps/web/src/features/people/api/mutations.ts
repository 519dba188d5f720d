import type {
  ImportPeopleBody,
  LinkPlayerBody,
  CreatePersonBody,
  CreatePersonLinkBody,
  MergePeopleBody,
  Person,
  UpdatePersonBody,
} from '@orbita/contracts/people';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { peopleApi } from './people-api';
import { peopleQueries } from './queries';

/** The lists, the company pickers and the duplicates: read again (order and filters may change). */
function refreshLists(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: peopleQueries.lists() });
  void client.invalidateQueries({ queryKey: [...peopleQueries.all(), 'companies'] });
  void client.invalidateQueries({ queryKey: peopleQueries.duplicates().queryKey });
}

/** The server's answer into the person's page at once (this tab skips its own realtime echo). */
export function writePerson(client: QueryClient, person: Person): void {
  client.setQueryData(peopleQueries.detail(person.id).queryKey, person);
}

export function useCreatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => peopleApi.create(body),
    onSuccess: (person) => {
      writePerson(client, person);
      refreshLists(client);
    },
  });
}

/** A versioned edit (`version` in the body); a stale one answers 409 with the current person. */
export function useUpdatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePersonBody }) =>
      peopleApi.update(id, body),
    onSuccess: (person) => {
      writePerson(client, person);
      refreshLists(client);
    },
  });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => peopleApi.remove(id),
    onSuccess: (_none, id) => {
      client.removeQueries({ queryKey: peopleQueries.detail(id).queryKey });
      refreshLists(client);
    },
  });
}

export function useMergePeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergePeopleBody) => peopleApi.merge(body),
    onSuccess: (kept, body) => {
      writePerson(client, kept);
      for (const id of body.mergeIds)
        client.removeQueries({ queryKey: peopleQueries.detail(id).queryKey });
      void client.invalidateQueries({ queryKey: peopleQueries.links(kept.id).queryKey });
      void client.invalidateQueries({ queryKey: peopleQueries.timeline(kept.id).queryKey });
      refreshLists(client);
    },
  });
}

function refreshHub(client: QueryClient, personId: string): void {
  void client.invalidateQueries({ queryKey: peopleQueries.links(personId).queryKey });
  void client.invalidateQueries({ queryKey: peopleQueries.timeline(personId).queryKey });
}

export function useAddLink(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonLinkBody) => peopleApi.addLink(personId, body),
    onSuccess: () => refreshHub(client, personId),
  });
}

export function useRemoveLink(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => peopleApi.removeLink(personId, linkId),
    onSuccess: () => refreshHub(client, personId),
  });
}

/** "Registrar contato": the person comes back with the new last contact. */
export function useRegisterContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => peopleApi.registerContact(id),
    onSuccess: (person) => {
      writePerson(client, person);
      refreshLists(client);
    },
  });
}

/** Import, preview or commit: a commit changes the lists. */
export function useImportPeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPeopleBody) => peopleApi.importPeople(body),
    onSuccess: (result) => {
      if (result.mode === 'commit') refreshLists(client);
    },
  });
}

/** A player linked to a person (or a person made from the member). */
export function useLinkPlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: LinkPlayerBody }) =>
      peopleApi.linkPlayer(userId, body),
    onSuccess: (person) => {
      writePerson(client, person);
      void client.invalidateQueries({ queryKey: [...peopleQueries.all(), 'players'] });
      refreshLists(client);
    },
  });
}
