/**
 * What explore reads of the modules it shows: their tables, renderers and moderation
 * setters, through their public entries only (the one place explore imports them).
 */
export {
  publications,
  publicationRevisions,
  renderPublicationHtml,
  setPublicationModeration,
} from '../publications';
export { PAGE_CSS, pages, renderBlocksOf, setPageModeration } from '../pages';
