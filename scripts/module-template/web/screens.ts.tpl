import { {{Pascal}}Page } from './pages/{{name}}-page';

/** The screens of {{name}} by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '{{routePath}}': {{Pascal}}Page,
};
