import { parseArgs } from 'node:util';
import type { CliCommand, CommandRun } from './cli-command';
import { openCliContext } from './cli-context';
import { demoSeedCommand } from './demo.commands';
import { inventoryImportCommand } from './inventory.commands';
import { keyCreateCommand, keyRevokeCommand } from './key.commands';
import { orgCreateCommand, orgSettingsCommand } from './org.commands';
import { UsageError } from './usage-error';

export const commands: readonly CliCommand[] = [
  orgCreateCommand,
  orgSettingsCommand,
  keyCreateCommand,
  keyRevokeCommand,
  demoSeedCommand,
  inventoryImportCommand,
];

export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

export function helpText(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  const lines = commands.map(
    (command) => `  ${command.name.padEnd(width)}  ${command.usage}\n  ${' '.repeat(width)}  ${command.summary}`,
  );
  return [
    'Canopy admin command line: npm run canopy -- <command> [options]',
    "Uses the server's configuration: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default ./data).",
    'With PGlite, stop the server first: one process at a time may open the data folder.',
    'Output is one JSON document on stdout (scripts: npm run --silent canopy -- ...); a bad argument or an unknown id exits with code 2.',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  this list`,
  ].join('\n');
}

/** Only the first line: the operator gets one readable line, never a stack. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';

function prepare(command: CliCommand, argv: string[]): CommandRun {
  try {
    const parsed = parseArgs({
      args: argv,
      options: command.options,
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
    return command.prepare({
      values: parsed.values as Record<string, string | undefined>,
      positionals: parsed.positionals,
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // util.parseArgs reports unknown options and stray values as TypeErrors coded ERR_PARSE_ARGS_*.
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError(firstLine(error));
    throw error;
  }
}

/** Runs one command; returns the exit code (0 done, 1 failure, 2 bad argument or unknown id). */
export async function runCli(argv: readonly string[], output: CliOutput): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    output.out(`${helpText()}\n`);
    return 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  try {
    if (!command)
      throw new UsageError(
        name
          ? `unknown command "${name}"; see: npm run canopy -- help`
          : 'no command given; see: npm run canopy -- help',
      );
    const run = prepare(command, rest);
    const context = await openCliContext();
    try {
      output.out(`${JSON.stringify(await run(context), null, 2)}\n`);
    } finally {
      await context.database.close();
    }
    return 0;
  } catch (error) {
    const prefix = command ? `canopy ${command.name}` : 'canopy';
    output.err(`${prefix}: ${firstLine(error)}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
