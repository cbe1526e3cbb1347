/** The twin's console output: one prefix, and silence when started quiet (tests). */
export interface TwinLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function createLog(quiet: boolean): TwinLog {
  if (quiet) {
    return { info: () => {}, warn: () => {}, error: (message) => console.error(`[twin] ${message}`) };
  }
  return {
    info: (message) => console.info(`[twin] ${message}`),
    warn: (message) => console.warn(`[twin] ${message}`),
    error: (message) => console.error(`[twin] ${message}`),
  };
}
