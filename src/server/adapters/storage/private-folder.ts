import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/*
 * The data folder holds the embedded database, customers' photos and the demo key: only the
 * service's user may enter it (folders 0700, files 0600), whatever the umask. A mode given to mkdir
 * or writeFile is only ever narrowed by the umask, and an existing folder keeps its old mode, so
 * folders are chmod-ed too.
 */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

export function makePrivateFolderSync(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  chmodSync(folder, PRIVATE_FOLDER);
}

export async function makePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(folder, PRIVATE_FOLDER);
}
