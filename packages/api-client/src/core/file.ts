/** A downloaded file (an `produces: { kind: 'file' }` call such as a presence .xlsx). */
export interface FileDownload {
  data: ArrayBuffer;
  /** From Content-Disposition; null when the server names none. */
  filename: string | null;
  contentType: string;
}

/**
 * The file name of a Content-Disposition header, preferring the RFC 6266 / 5987 `filename*`
 * form (UTF-8, percent-encoded) over the plain `filename`.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall back to the plain form below.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1') || null;
  const token = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return token?.[1] ?? null;
}

/** Axios answers an ArrayBuffer in the browser and a Buffer in Node; both become an ArrayBuffer. */
export function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) {
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice().buffer;
  }
  return new ArrayBuffer(0);
}

/** Decodes a UTF-8 JSON body that arrived as bytes; undefined when it is not JSON. */
export function parseJsonBytes(data: unknown): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(toArrayBuffer(data)));
  } catch {
    return undefined;
  }
}
