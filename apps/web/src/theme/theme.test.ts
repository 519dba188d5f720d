import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  // The production build leaves MUI's CSS-variables half out (build/mui-without-css-vars.ts):
  // ThemeProvider takes its plain path only for a theme without color schemes.
  it('is a plain theme, without CSS variables or color schemes', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});
