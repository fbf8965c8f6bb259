/** What commands and the targets engine may say; run() backs it with @actions/core. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** A logger that says nothing (benchmarks) or records (tests). */
export function memoryLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    debug: (message) => lines.push({ level: 'debug', message }),
    info: (message) => lines.push({ level: 'info', message }),
    warning: (message) => lines.push({ level: 'warning', message }),
  };
}
