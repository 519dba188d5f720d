import { useCan } from '../../../platform/session/app-state';

/**
 * What the chats screens offer (the server's policy says the same; this only hides what it
 * refuses): `read` — the inbox and contacts (workspace.read); `write` — answer, assign,
 * contacts and canned responses (content.write); `admin` — the WhatsApp connection
 * (workspace.admin).
 */
export function useChatsAccess(): { read: boolean; write: boolean; admin: boolean } {
  return {
    read: useCan('workspace.read'),
    write: useCan('content.write'),
    admin: useCan('workspace.admin'),
  };
}
