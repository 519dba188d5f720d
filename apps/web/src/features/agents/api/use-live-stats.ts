import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agentRunsEntity } from '@orbita/contracts/agents';
import { batchInvalidate } from '../../../platform/cache';
import { onEntityEvent } from '../../../platform/realtime';
import { agentsQueries } from './queries';

/**
 * An agent's figures (runs in 24 h, failures, waiting approvals, last run) change with its
 * runs, which arrive as `agent-runs` events, not `agents` ones: while an agents screen is
 * open, a run refreshes them too (a burst of runs: one refetch).
 */
export function useLiveAgentStats(): void {
  const client = useQueryClient();
  useEffect(() => {
    const batch = batchInvalidate(client);
    const off = onEntityEvent(client, ({ entity, own }) => {
      if (entity !== agentRunsEntity || own) return;
      batch.invalidate({ queryKey: agentsQueries.lists() });
      batch.invalidate({ queryKey: [...agentsQueries.all(), 'detail'] });
    });
    return () => (off(), batch.dispose());
  }, [client]);
}
