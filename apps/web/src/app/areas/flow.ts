import { lazyScreen, type Screens } from '../screens';

// Each flow screen is its own chunk: together they would pass the 150 KB area budget,
// and a person opening the inbox should not download the kanban.
export const screens: Screens = {
  '/flow/workplace': lazyScreen(
    async () => (await import('../../features/flow/workplace/workplace-page')).WorkplacePage,
  ),
  '/flow/coleta-ideias': lazyScreen(
    async () => (await import('../../features/flow/inbox/pages/capture-page')).CapturePage,
  ),
  '/flow/listas': lazyScreen(
    async () => (await import('../../features/flow/lists/lists-page')).ListsPage,
  ),
  '/flow/lista/:id?': lazyScreen(
    async () => (await import('../../features/flow/tasks/list-page')).ListPage,
  ),
  '/flow/processos': lazyScreen(
    async () => (await import('../../features/flow/processes/processes-page')).ProcessesPage,
  ),
  '/flow/processo/:id?': lazyScreen(
    async () => (await import('../../features/flow/processes/process-page')).ProcessPage,
  ),
};
