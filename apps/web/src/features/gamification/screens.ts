// Each screen is its own chunk; `/play/{codigo}` is public, so a player signed out
// downloads only the play page.
export const screens = {
  '/play/:codigo?': { load: async () => (await import('./play/play-page')).PlayPage },
  '/gamificacao/recursos': {
    load: async () => (await import('./resources/resources-page')).ResourcesPage,
  },
  '/gamificacao/recurso/:id?': {
    load: async () => (await import('./resources/resource-page')).ResourcePage,
  },
  '/gamificacao/gamificacoes': {
    load: async () => (await import('./games/games-page')).GamesPage,
  },
  '/gamificacao/gamificacao/:id?': {
    load: async () => (await import('./games/game-page')).GamePage,
  },
  '/gamificacao/player/inventario': {
    load: async () => (await import('./player/inventory-page')).InventoryPage,
  },
};
