import { z } from 'zod';

/** One field's problem in a 400 answer. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every error body: the HTTP status repeated in `status`, a readable `msg`, field errors on 400. */
export const ErrorEnvelopeSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.null(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The success body around a call's data (ARCHITECTURE section 3). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), msg: z.string(), data });
}

/** A paged list: `{ data: [...], totalRecords }` (SPEC section 3). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalRecords: z.number().int().nonnegative() });
}

export type Paged<T> = { data: T[]; totalRecords: number };
