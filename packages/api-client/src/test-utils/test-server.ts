import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';

/** What the server received for one request. */
export interface Received {
  method: string;
  /** Path and query as sent. */
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as text. */
  body: string;
  /** The client's port: the same for calls sent over one kept-alive connection. */
  remotePort: number | undefined;
}

/** A canned answer; an object body is sent as JSON, `hang` never answers. */
export type Canned =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer | object }
  | { hang: true };

export type Route = Canned | ((request: Received) => Canned);

/** A real HTTP server on 127.0.0.1 with an ephemeral port, answering by path. */
export interface TestServer {
  baseURL: string;
  received: Received[];
  /** The last request received. */
  last(): Received;
  /** Sets the answer for a path (without query). */
  route(path: string, route: Route): void;
  close(): Promise<void>;
}

/** `{ status: 200, msg: 'OK', data }`. */
export const ok = (data: unknown): Canned => ({ body: { status: 200, msg: 'OK', data } });

/** An error envelope whose HTTP status equals its body status unless given. */
export const fail = (
  status: number,
  msg?: string,
  httpStatus = status < 600 ? status : 200,
): Canned => ({
  status: httpStatus,
  body: { status, ...(msg === undefined ? {} : { msg }), data: null },
});

function answer(res: ServerResponse, canned: Canned): void {
  if ('hang' in canned) return;
  const { body = '', status = 200, headers = {} } = canned;
  const isJson = typeof body === 'object' && !Buffer.isBuffer(body);
  res.writeHead(status, {
    ...(isJson ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(isJson ? JSON.stringify(body) : body);
}

/** Starts a {@link TestServer}; unknown paths answer a 404 envelope. */
export async function startTestServer(routes: Record<string, Route> = {}): Promise<TestServer> {
  const table = new Map(Object.entries(routes));
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const request: Received = {
        method: req.method ?? '',
        url,
        path: url.split('?')[0] ?? url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        remotePort: req.socket.remotePort,
      };
      received.push(request);
      const route = table.get(request.path) ?? fail(404, 'Not found');
      answer(res, typeof route === 'function' ? route(request) : route);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    received,
    last: () => {
      const request = received.at(-1);
      if (!request) throw new Error('No request received');
      return request;
    },
    route: (path, route) => void table.set(path, route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
