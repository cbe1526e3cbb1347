/**
 * The operator scripts' errors: one base class, a subclass per kind (defined beside the code that
 * throws it). The command-line entries print an OpsError's message alone and exit 1; anything else
 * is a bug or an AWS failure and is printed with its stack.
 */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The command line is wrong: an unknown flag, a missing value. */
export class UsageError extends OpsError {}

/** What `main` of an operator script does with what it throws. */
export function reportFailure(error: unknown, what: string): void {
  if (error instanceof OpsError) console.error(`${what}: ${error.message}`);
  else console.error(`${what} failed:`, error);
  process.exitCode = 1;
}
