import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../../../platform/toasts';
import { inboxApi } from '../api/inbox-api';
import { inboxQueries } from '../api/queries';
import { flushQueue, readQueue } from './capture-queue';

/**
 * Sends the person's ideas still waiting on this device from any screen (use-waiting-sender.ts
 * loads this only then): the capture screens send their own queue while open, but ideas
 * captured offline must not wait for the person to go back to one of them.
 */
export async function sendWaitingCaptures(client: QueryClient, userId: string): Promise<void> {
  if ((await readQueue(userId)).length === 0) return;
  let sent = 0;
  await flushQueue(userId, {
    send: (entry) =>
      inboxApi.capture(
        entry.body,
        entry.workspaceId ? { headers: { 'X-Workspace-Id': entry.workspaceId } } : undefined,
      ),
    onSent: () => (sent += 1),
    onRejected: (entry, error) =>
      notify.error(`Não foi possível enviar “${entry.body.content}”: ${error.message}`),
  });
  if (sent === 0) return;
  notify.success(
    sent === 1
      ? 'Uma ideia coletada sem conexão foi enviada para a caixa de entrada.'
      : `${sent} ideias coletadas sem conexão foram enviadas para a caixa de entrada.`,
  );
  await client.invalidateQueries({ queryKey: inboxQueries.all() });
}
