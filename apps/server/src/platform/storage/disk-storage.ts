import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ObjectStorage } from './storage';

/**
 * Files under `<root>/<key>`. Written to a temporary name and renamed, so a reader never
 * sees half a file and a crash leaves no truncated object behind.
 */
export function diskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => path.join(root, ...assertKey(key).split('/'));

  async function write(key: string, fill: (tmp: string) => Promise<void>) {
    const target = pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await fill(tmp);
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    kind: 'disk',
    putFile: (key, localPath) =>
      write(key, (tmp) =>
        pipeline(fs.createReadStream(localPath), fs.createWriteStream(tmp, { flags: 'wx' })),
      ),
    putBytes: (key, bytes) => write(key, (tmp) => fs.promises.writeFile(tmp, bytes)),
    async get(key, range) {
      const file = pathOf(key);
      try {
        const { size } = await fs.promises.stat(file);
        if (range)
          return {
            body: fs.createReadStream(file, range),
            size: range.end - range.start + 1,
          };
        return { body: fs.createReadStream(file), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(keys) {
      for (const key of keys) await fs.promises.rm(pathOf(key), { force: true });
      // Empty per-file folders go too, so deleting every file leaves no litter of folders.
      for (const dir of new Set(keys.map((k) => path.dirname(pathOf(k)))))
        await fs.promises.rmdir(dir).catch(() => {});
    },
    async removePrefix(prefix) {
      await fs.promises.rm(pathOf(prefix), { recursive: true, force: true });
    },
    close: async () => {},
  };
}
