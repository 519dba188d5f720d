import { lazyScreen, type Screens } from '../screens';

export const screens: Screens = {
  '/gamificacao/recursos': lazyScreen(
    async () =>
      (await import('../../features/gamification/resources/resources-page')).ResourcesPage,
  ),
  '/gamificacao/recurso/:id?': lazyScreen(
    async () => (await import('../../features/gamification/resources/resource-page')).ResourcePage,
  ),
  '/gamificacao/gamificacoes': lazyScreen(
    async () => (await import('../../features/gamification/games/games-page')).GamesPage,
  ),
  '/gamificacao/gamificacao/:id?': lazyScreen(
    async () => (await import('../../features/gamification/games/game-page')).GamePage,
  ),
  '/gamificacao/player/inventario': lazyScreen(
    async () => (await import('../../features/gamification/player/inventory-page')).InventoryPage,
  ),
};
