/** What commands and the targets engine may say; run() backs it with @actions/core. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** A tool's whole output, folded in the log under a title; its lines can run no workflow command. */
  group?(title: string, output: string): void;
}
