/**
 * What explore reads of the modules it shows: their tables and renderers, through their
 * public entries only (the one place explore imports them).
 */
export { publications, publicationRevisions } from '../publications/schema';
export { pages } from '../pages/schema';
