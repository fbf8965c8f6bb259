/**
 * What commands and the targets engine may say; each door backs it (the action with workflow
 * commands, the tool with lines on stderr).
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** A tool's whole output, folded in the log under a title; its lines can run no workflow command. */
  group?(title: string, output: string): void;
}
