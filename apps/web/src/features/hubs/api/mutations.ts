import type {
  AddHubItemBody,
  CreateHubBody,
  HubHome,
  PutHubMemberBody,
  UpdateHubBody,
} from '@orbita/contracts/hubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hubsApi } from './hubs-api';
import { hubsQueries } from './queries';

/*
 * A write's answer goes into the cache (the hub home answers most writes); the list's counts
 * and the activity refetch. Other tabs refresh from the realtime event.
 */
function useHubWrite<V>(hubId: string, write: (vars: V) => Promise<HubHome>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (home) => {
      client.setQueryData(hubsQueries.home(hubId).queryKey, home);
      void client.invalidateQueries({ queryKey: hubsQueries.list().queryKey });
      void client.invalidateQueries({ queryKey: hubsQueries.activity(hubId).queryKey });
    },
  });
}

export function useCreateHub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHubBody) => hubsApi.create(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: hubsQueries.list().queryKey }),
  });
}

export function useUpdateHub(hubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHubBody) => hubsApi.update(hubId, body),
    onSuccess: (hub) => {
      client.setQueryData(hubsQueries.home(hubId).queryKey, (home) => home && { ...home, hub });
      void client.invalidateQueries({ queryKey: hubsQueries.list().queryKey });
    },
  });
}

export function useDeleteHub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => hubsApi.remove(id),
    onSuccess: (_none, id) => {
      client.removeQueries({ queryKey: hubsQueries.home(id).queryKey });
      void client.invalidateQueries({ queryKey: hubsQueries.list().queryKey });
    },
  });
}

export const usePutHubMember = (hubId: string) =>
  useHubWrite(hubId, (body: PutHubMemberBody) => hubsApi.putMember(hubId, body));
export const useRemoveHubMember = (hubId: string) =>
  useHubWrite(hubId, (userId: string) => hubsApi.removeMember(hubId, userId));
export const useAddHubItem = (hubId: string) =>
  useHubWrite(hubId, (body: AddHubItemBody) => hubsApi.addItem(hubId, body));
export const usePinHubItem = (hubId: string) =>
  useHubWrite(hubId, ({ itemId, pinned }: { itemId: string; pinned: boolean }) =>
    hubsApi.pinItem(hubId, itemId, pinned),
  );
export const useRemoveHubItem = (hubId: string) =>
  useHubWrite(hubId, (itemId: string) => hubsApi.removeItem(hubId, itemId));
export const useOrderHubItems = (hubId: string) =>
  useHubWrite(hubId, (itemIds: string[]) => hubsApi.orderItems(hubId, itemIds));
