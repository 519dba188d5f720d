import { KeyPage } from '../../features/workspaces/pages/key-page';
import { KeysPage } from '../../features/workspaces/pages/keys-page';
import { WorkspacePage } from '../../features/workspaces/pages/workspace-page';
import { WorkspacesPage } from '../../features/workspaces/pages/workspaces-page';
import type { Screens } from '../screens';

/** Area `conta`: workspaces, members, teams, invites and API keys. Agents are not built yet ("Em breve"). */
export const screens: Screens = {
  '/conta/contas': WorkspacesPage,
  '/conta/conta/:id?': WorkspacePage,
  '/conta/chaves': KeysPage,
  '/conta/chave/:id?': KeyPage,
};
