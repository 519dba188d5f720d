import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake receiver got (tests of webhooks and of the language model). */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeServer {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A local HTTP server for tests, on `host` (127.0.0.1 by default; 127.0.0.2 plays a public
 * receiver in the SSRF tests). `answer` writes each response.
 */
export async function fakeServer(
  answer: (request: Received, response: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<FakeServer> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
