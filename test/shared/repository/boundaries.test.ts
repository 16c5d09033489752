import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The cycle rule reads the linted file from disk, which these probes never are.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: 'test/eslint.config.js',
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

/** The errors of one ESLint rule for `source`, were it the file at `path`. */
async function ruleErrors(rule: string, path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (path: string, source: string) => ruleErrors('import/no-restricted-paths', path, source);

// The first lint loads the whole configuration and its resolvers: seconds on a loaded CI machine.
describe('folder boundaries (ESLint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, and the kernel importing a feature', async () => {
    expect(
      await boundaryErrors('src/app/board/back-arrow.ts', "export { FitPanel } from '../fit/components/fit-panel';\n"),
    ).toEqual([expect.stringContaining('features are leaves')]);
    expect(
      await boundaryErrors(
        'src/app/dispatch/back-arrow.ts',
        "export { BoardGrid } from '../board/components/board-grid';\n",
      ),
    ).toEqual([expect.stringContaining('the SPA kernel imports only the kernel')]);
    // The office features too: an invoice screen piece may not reach into estimates.
    expect(
      await boundaryErrors(
        'src/app/invoices/back-arrow.ts',
        "export { AcceptEstimate } from '../estimates/components/accept-estimate';\n",
      ),
    ).toEqual([expect.stringContaining('features are leaves')]);
  });

  it('refuses server back-arrows: routes importing the worker, crew-days importing schedule or routes', async () => {
    expect(
      await boundaryErrors(
        'src/server/routes/back-arrow.ts',
        "export { startRouteWorker } from '../worker/route-worker';\n",
      ),
    ).toEqual([expect.stringContaining('features do not import what runs them')]);
    expect(
      await boundaryErrors(
        'src/server/crew-days/back-arrow.ts',
        "export { planRouteJob } from '../routes/route-planning.service';\n",
      ),
    ).toEqual([expect.stringContaining('crew-days is shared by schedule and routes')]);
  });

  it('lets features import the kernel and screens combine features', async () => {
    expect(
      await boundaryErrors('src/app/board/fine.ts', "export { boardQuery } from '../dispatch/board-queries';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/app/screens/fine.ts', "export { FitPanel } from '../fit/components/fit-panel';\n"),
    ).toEqual([]);
  });

  it('refuses a write outside the shared recipe: useMutation is imported only by useWrite', async () => {
    const source = "export { useMutation } from '@tanstack/react-query';\n";
    expect(await ruleErrors('no-restricted-imports', 'src/app/invoices/api/own-write.ts', source)).toEqual([
      expect.stringContaining('SPA writes go through useWrite'),
    ]);
    expect(await ruleErrors('no-restricted-imports', 'src/app/lib/use-write.ts', source)).toEqual([]);
  });
});
