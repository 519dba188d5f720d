import { describe, expect, it } from 'vitest';
import { webModules } from './modules';

// Found by file name, so a feature's folder, its screens.ts and its manifest line must agree.
const screenFiles = import.meta.glob<{ screens: Record<string, unknown> }>(
  '../features/*/screens.ts',
);
const fileOf = (name: string) => `../features/${name}/screens.ts`;

describe('web module manifest', () => {
  it('lists every feature that has screens once, under its folder name', () => {
    const names = webModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      Object.keys(screenFiles)
        .map((f) => f.split('/')[2])
        .sort(),
    );
  });

  it("imports each feature's own screens.ts, which provides exactly the paths listed", async () => {
    for (const module of webModules) {
      const file = await screenFiles[fileOf(module.name)]!();
      expect(await module.screens(), module.name).toBe(file);
      expect(Object.keys(file.screens).sort(), module.name).toEqual([...module.paths].sort());
    }
  });

  it('gives each route of the table to at most one module', () => {
    const paths = webModules.flatMap((m) => m.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
