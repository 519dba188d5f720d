/**
 * What other modules (and the catalog) may use from the ledger:
 * - `grant(tx, input)`: one idempotent ledger row (UNIQUE user+cause); limited supply by one
 *   atomic UPDATE; toast + realtime after the commit.
 * - `spend(tx, input)`: negative rows; 409 "Saldo insuficiente." when short.
 * - `pointsBalance`, `resourceBalance`: what a player holds now.
 */
export { grant, type GrantInput, type GrantResult, type GrantRow } from './grant';
export { spend, pointsBalance, resourceBalance, type SpendInput, type SpendResult } from './spend';
