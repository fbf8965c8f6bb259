import type { Logger } from '../../src/logger.js';

/** A logger that records what it is told (and says nothing). */
export function memoryLogger(): Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    debug: (message) => lines.push({ level: 'debug', message }),
    info: (message) => lines.push({ level: 'info', message }),
    warning: (message) => lines.push({ level: 'warning', message }),
  };
}
