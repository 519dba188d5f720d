/** The nexos panel: one line on any record's page (`<NexosPanel kind="pessoa" id={id} />`). */
export { NexosPanel } from './lazy-panel';
export { NexosButton } from './nexos-button';
