import type { AccountFeature } from '@orbita/contracts/workspaces';

/** The account-type feature of products' writes (contracts' accountFeatureRoutes). */
export const PRODUCT_FEATURE: AccountFeature = 'structures';
