import { afterEach, describe, expect, it } from 'vitest';
import { lazyBuildFormatNumber, muiLazyNumberFormat } from '../../build/mui-lazy-number-format';

type Build = (locale: string) => (value: number) => string;

// The module's text as the build serves it, run here as a function body.
function load(): Build {
  const body = lazyBuildFormatNumber.replace(/export default (\w+);/, 'return $1;');
  return new Function(body)() as Build;
}

const NumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

describe('muiLazyNumberFormat', () => {
  it("replaces only MUI's buildFormatNumber module", () => {
    const plugin = muiLazyNumberFormat();
    const loadHook = plugin.load as (id: string) => string | null;
    expect(loadHook('/x/node_modules/@mui/material/locale/utils/buildFormatNumber.mjs?v=1')).toBe(
      lazyBuildFormatNumber,
    );
    expect(loadHook('/x/node_modules/@mui/material/locale/index.mjs')).toBeNull();
  });

  it('builds the formatter on its first call, then formats as MUI does', () => {
    let constructed = 0;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        constructed += 1;
      }
    } as typeof NumberFormat;
    const format = load()('pt-BR');
    expect(constructed).toBe(0);
    expect(format(1234567)).toBe('1.234.567');
    expect(format(Number.NaN)).toBe('NaN');
    format(2);
    expect(constructed).toBe(1);
  });
});
