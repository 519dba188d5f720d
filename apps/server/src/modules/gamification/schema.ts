/** Gamification tables: the catalog (resources, games, missions, rewards...) and the ledger (grants, players). */
export * from './catalog/schema';
export * from './ledger/schema';
export * from './habits/schema';
export * from './ledger/item-requests-schema';
