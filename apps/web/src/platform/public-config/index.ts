export { PUBLIC_CONFIG_KEY, publicConfigQuery, usePublicConfig } from './public-config';
