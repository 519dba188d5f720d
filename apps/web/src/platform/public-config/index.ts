export { usePublicConfig } from './public-config';
