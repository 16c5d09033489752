import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * jsdom for the screens, but modules transformed as on the server: the tests start the real app
 * in the same process, and its modules (PGlite, migrations found through import.meta.url) need Node semantics.
 */
const jsdomWithServerModules: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-server-modules',
  viteEnvironment: 'ssr',
};

export default jsdomWithServerModules;
