import { SequencesPage } from './pages/sequences-page';

/** The screens of sequences by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/fabrica/sequencias': SequencesPage,
};
