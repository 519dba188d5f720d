import { describe, expect, it } from 'vitest';

describe('zod config', () => {
  it('zod reads the jitless flag main.tsx sets before zod loads', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
