import { CapturePage } from '../../features/flow/inbox/pages/capture-page';
import { WorkplacePage } from '../../features/flow/workplace/workplace-page';
import { ListsPage } from '../../features/flow/lists/lists-page';
import { ListPage } from '../../features/flow/tasks/list-page';
import { ProcessPage } from '../../features/flow/processes/process-page';
import { ProcessesPage } from '../../features/flow/processes/processes-page';
import type { Screens } from '../screens';

export const screens: Screens = {
  '/flow/workplace': WorkplacePage,
  '/flow/coleta-ideias': CapturePage,
  '/flow/listas': ListsPage,
  '/flow/lista/:id?': ListPage,
  '/flow/processos': ProcessesPage,
  '/flow/processo/:id?': ProcessPage,
};
