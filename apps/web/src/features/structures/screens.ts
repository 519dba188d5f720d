import { StructurePage } from './pages/structure-page';
import { StructuresPage } from './pages/structures-page';

/** The screens of structures by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/fabrica/estruturas': StructuresPage,
  '/fabrica/estrutura/:id?': StructurePage,
};
