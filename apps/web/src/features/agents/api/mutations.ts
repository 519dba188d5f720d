import type {
  Agent,
  AgentPage,
  AgentRun,
  AgentRunPage,
  CreateAgentBody,
  UpdateAgentBody,
} from '@orbita/contracts/agents';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { agentsApi } from './agents-api';
import { agentsQueries } from './queries';

type Pages = InfiniteData<AgentPage, string | undefined>;
type RunPages = InfiniteData<AgentRunPage, string | undefined>;

/*
 * Each write puts the server's answer into the cache, so this tab refetches nothing (its own
 * realtime echo is skipped too); the other tabs refresh from the realtime event.
 */

/**
 * Writes an agent the server answered (a save, a restore, a 409's `current`) into its detail
 * and the loaded list; a new one goes on top of the first page (the list is newest first).
 */
export function writeAgent(client: QueryClient, agent: Agent, isNew = false): void {
  client.setQueryData(agentsQueries.detail(agent.id).queryKey, agent);
  client.setQueryData<Pages>(agentsQueries.list().queryKey, (data) => {
    if (!data) return data;
    const present = data.pages.some((p) => p.items.some((a) => a.id === agent.id));
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        items:
          isNew && !present && index === 0
            ? [agent, ...page.items]
            : page.items.map((a) => (a.id === agent.id ? agent : a)),
      })),
    };
  });
}

function dropAgent(client: QueryClient, id: string): void {
  client.setQueryData<Pages>(
    agentsQueries.list().queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.filter((a) => a.id !== id) })),
      },
  );
  client.removeQueries({ queryKey: agentsQueries.detail(id).queryKey });
  client.removeQueries({ queryKey: agentsQueries.versions(id).queryKey });
  client.removeQueries({ queryKey: [...agentsQueries.runsAll(), 'list', id] });
}

/**
 * Writes a run the server answered (approved, denied) into its detail and the agent's loaded
 * logs: kept where its new status still matches the filter, taken out of one it left.
 */
export function writeRun(client: QueryClient, run: AgentRun): void {
  client.setQueryData(agentsQueries.run(run.agentId, run.id).queryKey, run);
  for (const [key, data] of client.getQueriesData<RunPages>({
    queryKey: [...agentsQueries.runsAll(), 'list', run.agentId],
  })) {
    if (!data) continue;
    const status = key[3];
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items
        .filter((r) => r.id !== run.id || status === null || status === run.status)
        .map((r) => (r.id === run.id ? run : r)),
    }));
    client.setQueryData<RunPages>(key, { ...data, pages });
  }
}

/** The agent's figures (waiting runs, last status) changed with a run: read them again. */
function refreshAgentStats(client: QueryClient, agentId: string): void {
  void client.invalidateQueries({ queryKey: agentsQueries.detail(agentId).queryKey });
  void client.invalidateQueries({ queryKey: agentsQueries.lists() });
}

export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) => agentsApi.create(body),
    onSuccess: (agent) => writeAgent(client, agent, true),
  });
}

/** Any change (the editor's save, the enabled switch); `version` goes in the body. */
export function useUpdateAgent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgentBody) => agentsApi.update(id, body),
    onSuccess: (agent) => {
      writeAgent(client, agent);
      void client.invalidateQueries({ queryKey: agentsQueries.versions(id).queryKey });
    },
  });
}

export function useDeleteAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => agentsApi.remove(id),
    onSuccess: (_none, id) => dropAgent(client, id),
  });
}

/** "Restaurar": version N's definition becomes the newest version. */
export function useRestoreVersion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => agentsApi.restoreVersion(id, version),
    onSuccess: (agent) => {
      writeAgent(client, agent);
      void client.invalidateQueries({ queryKey: agentsQueries.versions(id).queryKey });
    },
  });
}

/** "Aprovar" / "Negar" a run waiting before an action. */
export function useDecideRun(agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, approved }: { runId: string; approved: boolean }) =>
      approved ? agentsApi.approve(agentId, runId) : agentsApi.deny(agentId, runId),
    onSuccess: (run) => {
      writeRun(client, run);
      refreshAgentStats(client, agentId);
    },
  });
}
