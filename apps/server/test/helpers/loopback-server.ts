/** A test's local HTTP stand-in on 127.0.0.1 and a free port: started, then closed with its connections. */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 and a free port; resolves to the server's base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes the server, ending its open (keep-alive) connections first. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * A stand-in for a provider's HTTP API: `start()` listens on 127.0.0.1 and a free port (its base URL in
 * `url`), `close()` stops it. Every request goes to `handle`; one that throws is answered 500 with the
 * JSON `failure` makes of the error (the provider's error shape).
 */
export abstract class LoopbackStandIn {
  url = '';
  private server: Server | null = null;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** The body of the 500 a request that threw is answered with. */
  protected abstract failure(err: unknown): unknown;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(this.failure(err)));
      });
    });
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await closeServer(server);
  }
}
