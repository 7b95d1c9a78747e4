import { describeError, isApiError } from '../../lib/errors';

/** What a content form or button shows after sending: a message, and field errors on failure. */
export type ActionResult =
  | { ok: true; message: string; at: number }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Field errors of an API failure, the first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isApiError(error)) {
    for (const { field, message } of error.errors) errors[field] ??= message;
  }
  return errors;
}

/** What the form says above its fields: the API's message, or a pointer to the marked fields. */
export function failureMessage(error: unknown, fieldErrors: Record<string, string>): string {
  // A 400's own message names the first field technically ("phone: …"); the fields say it better.
  return Object.keys(fieldErrors).length ? 'Periksa kembali isian yang ditandai.' : describeError(error).message;
}

/** Runs a change and turns its outcome (a success message, or the API's error) into an {@link ActionResult}. */
export async function runAction(change: () => Promise<string>): Promise<ActionResult> {
  try {
    return { ok: true, message: await change(), at: Date.now() };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    return { ok: false, message: failureMessage(error, fieldErrors), fieldErrors };
  }
}
