import { KeyPage } from './pages/key-page';
import { KeysPage } from './pages/keys-page';
import { WorkspacePage } from './pages/workspace-page';
import { WorkspacesPage } from './pages/workspaces-page';

/** Workspaces, members, teams, invites and API keys. Agents are not built yet ("Em breve"). */
export const screens = {
  '/conta/contas': WorkspacesPage,
  '/conta/conta/:id?': WorkspacePage,
  '/conta/chaves': KeysPage,
  '/conta/chave/:id?': KeyPage,
};
