import type { Plugin } from 'vite';

const BUILD_FORMAT_NUMBER =
  /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;

/**
 * MUI's pt-BR locale (src/theme/theme.ts) builds its table-pagination number formatter when
 * the module is imported: `new Intl.NumberFormat('pt-BR')` in the theme's first evaluation,
 * the page's first use of ICU. Profiled at 4× CPU on the sign-in page (issue 25), that one
 * call was 93 ms of the entry's 420 ms evaluation, in the longest task of the load, on every
 * route, for a formatter only a paginated table ever calls. Same function, same output,
 * built on its first call instead.
 */
export const lazyBuildFormatNumber = `
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      formatter = null;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // String() below, as MUI does.
        }
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
`;

export function muiLazyNumberFormat(): Plugin {
  return {
    name: 'orbita-mui-lazy-number-format',
    enforce: 'pre',
    load(id) {
      return BUILD_FORMAT_NUMBER.test(id.split('?')[0] ?? '') ? lazyBuildFormatNumber : null;
    },
  };
}
