// Gamification contracts: catalog (resources, games, missions, store, play) and ledger (grants, player, rankings).
export * from './resources';
export * from './games';
export * from './missions';
export * from './store';
export * from './play';
export * from './ledger';
export * from './player';
export * from './rankings';
export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './celebrations';
export * from './habits';
export * from './item-effects';
