import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The repository stands alone: a fresh clone has nothing beside it, so no tracked file may name a
 * path outside it. Two kinds of reference are caught: a relative path (`../x`, `../../x`) that,
 * read from the file's own folder, climbs out of the repository, and the names of the reference
 * material that was kept beside the first checkouts (its spec, data, notes and hooks folders).
 */

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
}

const RELATIVE_PATH = /(?:\.\.\/)+[\w.@-]*/g;
const REFERENCE_FOLDER = /(?<!\w)shared\/(?:spec|data|notes|hooks)\b|(?<!\w)shared\/ARCHITECTURE\.md/g;

/** The references in one file's text that leave `root`; `file` is relative to `root`. */
export function findOutsideReferences(root: string, file: string, text: string): OutsideReference[] {
  const folder = dirname(resolve(root, file));
  const found: OutsideReference[] = [];
  text.split('\n').forEach((lineText, index) => {
    const escapes = [...lineText.matchAll(RELATIVE_PATH)].some((match) => {
      const target = relative(root, resolve(folder, match[0]));
      return target === '..' || target.startsWith(`..${sep}`);
    });
    REFERENCE_FOLDER.lastIndex = 0;
    if (escapes || REFERENCE_FOLDER.test(lineText)) found.push({ file, line: index + 1, text: lineText.trim() });
  });
  return found;
}

function listFiles(root: string): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    // Not a git checkout (an unpacked archive): every file but the installed and built ones.
    const walk = (folder: string): string[] =>
      readdirSync(join(root, folder)).flatMap((name) => {
        if (['node_modules', 'dist', 'data', '.git'].includes(name)) return [];
        const path = folder ? `${folder}/${name}` : name;
        return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
      });
    return walk('');
  }
}

const isText = (bytes: Buffer) => !bytes.subarray(0, 8000).includes(0);

/** Every reference outside `root` in the repository's files (tracked ones, in a git checkout). */
export function findOutsideReferencesIn(root: string): OutsideReference[] {
  return listFiles(root).flatMap((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      return []; // tracked but deleted in the working tree
    }
    return isText(bytes) ? findOutsideReferences(root, file, bytes.toString('utf8')) : [];
  });
}
