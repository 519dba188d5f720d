/**
 * idb-keyval for tests: `vi.mock('idb-keyval', () => import('…/test/idb-keyval-stand-in'))`.
 * Its "disk" is a Map kept on globalThis, so it outlives module reloads as the browser's
 * IndexedDB outlives a page; values are cloned in and out, as IndexedDB does.
 */
const holder = globalThis as { __idbKeyvalDisk?: Map<string, unknown> };
export const disk: Map<string, unknown> = (holder.__idbKeyvalDisk ??= new Map());

export const createStore = () => 'store';
export const get = async (key: string) => structuredClone(disk.get(key));
export const update = async (key: string, change: (old: unknown) => unknown) => {
  disk.set(key, structuredClone(change(structuredClone(disk.get(key)))));
};
export const set = async (key: string, value: unknown) =>
  void disk.set(key, structuredClone(value));
export const del = async (key: string) => void disk.delete(key);
