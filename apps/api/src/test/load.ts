import http from 'node:http';

export interface Outcome {
  /** When the request was sent (ms since epoch). */
  sentAt: number;
  status?: number;
  /** ECONNREFUSED/ECONNRESET before any answer, or TRUNCATED when an answer was cut off. */
  error?: string;
  /** Which request of a `runLoad` it was (the number `next` was called with). */
  index?: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One HTTP exchange, read to the end. */
export function send(base: string, req: LoadRequest, agent: http.Agent | false): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const r = http.request(`${base}${req.path}`, { method: req.method, headers: req.headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ sentAt, status: res.statusCode }));
      res.on('aborted', () => resolve({ sentAt, error: 'TRUNCATED' }));
      res.on('error', () => resolve({ sentAt, error: 'TRUNCATED' }));
    });
    r.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
    r.end(req.body);
  });
}

/**
 * Keeps `connections` clients busy (each on its own kept-alive connection, as a load balancer
 * holds them) until each meets a connection error or `stop()` is called; answers every outcome.
 */
export function runLoad(
  base: string,
  connections: number,
  next: (i: number) => LoadRequest,
): { stop(): void; done: Promise<Outcome[]> } {
  let stopped = false;
  const outcomes: Outcome[] = [];
  let n = 0;
  const loop = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stopped) {
      const index = n++;
      const outcome = await send(base, next(index), agent);
      outcomes.push({ ...outcome, index });
      if (outcome.error) break;
    }
    agent.destroy();
  };
  const done = Promise.all(Array.from({ length: connections }, loop)).then(() => outcomes);
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}

/**
 * What a client would count as failed around a SIGTERM at `signalAt`: any answer but 200, an answer
 * cut off, and any error for a request sent before the signal. After the signal a refused or reset
 * connection with no answer is the closed listener (a balancer sends that request elsewhere).
 */
export function failures(outcomes: Outcome[], signalAt: number): Outcome[] {
  return outcomes.filter(
    (o) =>
      (o.status !== undefined && o.status !== 200) ||
      o.error === 'TRUNCATED' ||
      (o.error !== undefined && (o.sentAt < signalAt || !['ECONNREFUSED', 'ECONNRESET'].includes(o.error))),
  );
}
