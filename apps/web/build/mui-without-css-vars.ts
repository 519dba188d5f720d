import type { Plugin } from 'vite';

const STUB = '\0orbita-mui-without-css-vars';

/**
 * The app's theme (src/theme/theme.ts) is a plain one: no `cssVariables`, no `colorSchemes`.
 * MUI still bundles its CSS-variables half into every first load, because `createTheme` and
 * `ThemeProvider` choose between the two halves at run time: `createThemeWithVars`,
 * `CssVarsProvider`, the color-scheme storage and InitColorSchemeScript (~6 KB gzip of the
 * sign-in page, which runs none of it). Their imports from those two files only resolve to a
 * stub here; should a theme ever ask for CSS variables, the stub fails at start, loudly,
 * instead of drawing something else. MUI's public `extendTheme` / `CssVarsProvider` exports
 * are untouched.
 */
export function muiWithoutCssVars(): Plugin {
  const importers = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  const halves = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);
  return {
    name: 'orbita-mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && importers.test(importer) && halves.has(source)) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'function unsupported() {',
        "  throw new Error('Tema com variáveis CSS: remova muiWithoutCssVars de apps/web/vite.config.ts.');",
        '}',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}
