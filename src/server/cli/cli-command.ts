import type { CliContext } from './cli-context';
import type { ParsedArgs } from './cli-args';

/** The work of a command once its arguments are known to be good. */
export type CommandRun = (context: CliContext) => Promise<unknown>;

export interface CliCommand {
  name: string;
  /** Arguments as shown in help, e.g. `--name N [--time-zone Zone]`. */
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' }>;
  positionals?: boolean;
  /**
   * Checks every argument before the database is opened (a typo answers at once, not after
   * a PGlite start) and returns the work; throws UsageError on a bad argument.
   */
  prepare(args: ParsedArgs): CommandRun;
}
