// Each flow screen is its own chunk: together they would pass the 150 KB chunk budget,
// and a person opening the inbox should not download the kanban.
export const screens = {
  '/flow/workplace': {
    load: async () => (await import('./workplace/workplace-page')).WorkplacePage,
  },
  '/flow/coleta-ideias': {
    load: async () => (await import('./inbox/pages/capture-page')).CapturePage,
  },
  '/flow/listas': { load: async () => (await import('./lists/lists-page')).ListsPage },
  '/flow/lista/:id?': { load: async () => (await import('./tasks/list-page')).ListPage },
  '/flow/processos': {
    load: async () => (await import('./processes/processes-page')).ProcessesPage,
  },
  '/flow/processo/:id?': {
    load: async () => (await import('./processes/process-page')).ProcessPage,
  },
};
