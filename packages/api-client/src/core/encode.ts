import qs from 'qs';

/** How a client sends request bodies (SPEC section 7: form-encoded, orders as JSON). */
export type BodyEncoding = 'form' | 'json';

/**
 * Nested objects in brackets (`columnFilters[category_permalink]=alert`), arrays as repeated
 * keys (`exclude_news_id=3&exclude_news_id=9`), undefined skipped (ARCHITECTURE section 3).
 */
const QS_OPTIONS: qs.IStringifyOptions = { arrayFormat: 'repeat', allowDots: false };

/** Encodes fields for a query string or a form body, without the leading `?`. */
export function encodeFields(fields: object): string {
  return qs.stringify(fields, QS_OPTIONS);
}

/** A request body ready to send, with its content type. */
export interface EncodedBody {
  data: string;
  contentType: string;
}

/** Encodes a request body the way the client kind sends it. */
export function encodeBody(body: object, encoding: BodyEncoding): EncodedBody {
  return encoding === 'json'
    ? { data: JSON.stringify(body), contentType: 'application/json' }
    : { data: encodeFields(body), contentType: 'application/x-www-form-urlencoded' };
}
