/** What commands and the targets engine may say; run() backs it with @actions/core. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}
