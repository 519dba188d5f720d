// Each screen is its own chunk: the list is light; the agent's page carries the editor's
// chunk on demand (it loads it lazily itself).
export const screens = {
  '/conta/agentes': {
    load: async () => (await import('./pages/agents-page')).AgentsPage,
  },
  '/conta/agente/:id?': {
    load: async () => (await import('./pages/agent-page')).default,
  },
};
