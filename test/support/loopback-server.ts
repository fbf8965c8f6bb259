import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the fakes of the service share: an HTTP server on 127.0.0.1 at a random port that stops
 * with its connections, and faults queued per operation (each request takes the next one, then
 * normal service resumes).
 */
export abstract class LoopbackServer<Operation extends string, Fault> {
  private readonly faults = new Map<string, Fault[]>();
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  /** The address clients are given. */
  abstract get url(): string;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Queue faults for an operation. */
  inject(operation: Operation, ...faults: Fault[]): void {
    this.faults.set(operation, [...(this.faults.get(operation) ?? []), ...faults]);
  }

  /** Make every request to an operation fail this way (until clearFaults). */
  always(operation: Operation, fault: Fault, times = 1000): void {
    this.faults.set(
      operation,
      Array.from({ length: times }, () => fault),
    );
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** The fault the next request to `operation` takes, if one is queued. */
  protected nextFault(operation: string): Fault | undefined {
    return this.faults.get(operation)?.shift();
  }
}
