import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';
import { makePrivateFolder, PRIVATE_FILE } from './private-folder';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/;

/** Files under a folder (DATA_DIR/files); the content type is kept in a sidecar file. */
export function diskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key: string, file: StoredFile) {
      const target = locate(key);
      await makePrivateFolder(path.dirname(target));
      await writeFile(target, file.bytes, { mode: PRIVATE_FILE });
      await writeFile(`${target}.type`, file.contentType, { mode: PRIVATE_FILE });
    },
    async get(key: string) {
      const target = locate(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key: string) {
      const target = locate(key);
      // force: a file already gone is no error. The type sidecar goes last, so a half-done removal still reads as missing.
      await rm(target, { force: true });
      await rm(`${target}.type`, { force: true });
    },
  };
}
