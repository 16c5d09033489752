import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findOutsideReferences, findOutsideReferencesIn } from '../../support/outside-paths';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Built from parts, so that this file does not name the folder it forbids. */
const reference = (...parts: string[]) => ['shared', ...parts].join('/');

describe('the repository stands alone', () => {
  it('has no file that names a path outside the repository', () => {
    expect(findOutsideReferencesIn(root)).toEqual([]);
  });

  it('catches a relative path that climbs out of the repository, read from the file that holds it', () => {
    const line = `The contract is \`../${reference('spec', 'api.md')}\`.`;
    expect(findOutsideReferences('/r', 'README.md', line)).toEqual([{ file: 'README.md', line: 1, text: line }]);
    expect(
      findOutsideReferences('/r', 'test/bench/tsplib.ts', "x\nresolve(here, '../../../data/tsplib')"),
    ).toHaveLength(1);
    expect(
      findOutsideReferences('/r', 'docs/decisions/board.md', 'See [the map](../../../elsewhere.md).'),
    ).toHaveLength(1);
  });

  it('catches the reference folder named without a relative path', () => {
    expect(findOutsideReferences('/r', 'docs/x.md', `as ${reference('spec', 'decisions.md')} says`)).toHaveLength(1);
    expect(findOutsideReferences('/r', 'docs/x.md', `see ${reference('ARCHITECTURE.md')}`)).toHaveLength(1);
  });

  it('lets paths inside the repository be', () => {
    const source = [
      "import { cents } from '../../../shared/contract/common';",
      'See [the README](../README.md) and src/shared/domain/tsp.',
    ].join('\n');
    expect(findOutsideReferences('/r', 'src/app/board/api/board-cache.ts', source)).toEqual([]);
    expect(findOutsideReferences('/r', 'docs/decisions/board.md', 'See [the README](../README.md).')).toEqual([]);
  });
});
