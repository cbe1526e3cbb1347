/**
 * The operator scripts' command lines (node:util parseArgs, strict): an unknown flag or a missing
 * value is a UsageError that names the script's usage.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors';

export function parseCommandLine<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: O,
  usage: string,
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
}

/** A whole number of at least 1, or undefined when the flag is absent. */
export function positiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`${flag} takes a whole number ≥ 1: ${value}`);
  return number;
}
