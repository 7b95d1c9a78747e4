import http from 'node:http';
import https from 'node:https';
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  CanceledError,
  getAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

/** Options of {@link createNodeAdapter}. */
export interface NodeAdapterOptions {
  /** Connections kept open to the API per origin; defaults to 64. */
  maxSockets?: number;
}

const fallback = getAdapter('http');

function fullUrl(config: InternalAxiosRequestConfig): URL {
  return new URL(config.url ?? '', config.baseURL);
}

/**
 * A lean axios adapter for a server calling the API many times per page (the public site's
 * loaders): one keep-alive pool per origin, no redirect following, proxy lookup or body
 * streaming. Bodies are strings or bytes (the encoded forms and JSON of `encodeBody`); anything
 * else (FormData, streams) and upload progress go to axios's own Node adapter. Time-outs and
 * aborts reject with the same errors axios gives.
 */
export function createNodeAdapter(options: NodeAdapterOptions = {}): AxiosAdapter {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 64 };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

  return (config) => {
    const data: unknown = config.data;
    const plainBody = data === undefined || typeof data === 'string' || Buffer.isBuffer(data);
    if (!plainBody || config.onUploadProgress || config.onDownloadProgress) return fallback(config);

    return new Promise<AxiosResponse>((resolve, reject) => {
      const url = fullUrl(config);
      const transport = url.protocol === 'https:' ? https : http;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const headers = config.headers.toJSON(true) as Record<string, string>;
      if (data !== undefined)
        headers['Content-Length'] = String(Buffer.byteLength(data as string | Buffer));
      const signal = config.signal as AbortSignal | undefined;
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => {
        request.destroy();
        fail(new CanceledError(undefined, config, request));
      };

      const request = transport.request(
        url,
        { method: (config.method ?? 'get').toUpperCase(), headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => fail(AxiosError.from(error, undefined, config, request)));
          response.on('end', () => {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            const [first] = chunks;
            const body = chunks.length === 1 && first ? first : Buffer.concat(chunks);
            resolve({
              data: config.responseType === 'arraybuffer' ? body : body.toString('utf8'),
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? '',
              headers: response.headers as AxiosResponse['headers'],
              config,
              request,
            });
          });
        },
      );
      request.on('error', (error) =>
        fail(AxiosError.from(error, (error as NodeJS.ErrnoException).code, config, request)),
      );
      if (config.timeout) {
        request.setTimeout(config.timeout, () => {
          request.destroy();
          fail(
            new AxiosError(
              `timeout of ${config.timeout}ms exceeded`,
              AxiosError.ECONNABORTED,
              config,
              request,
            ),
          );
        });
      }
      if (signal) {
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
      }
      request.end(data as string | Buffer | undefined);
    });
  };
}
