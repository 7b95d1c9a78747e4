import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { pageFields } from '../fields';

export const OutboxAttachmentSchema = z.object({
  filename: z.string(),
  content_type: z
    .string()
    .meta({
      description:
        'The MIME type the mail gave the file, e.g. image/png or text/calendar; charset=utf-8.',
    }),
  size: z.number().int().meta({ description: 'Size of the file in bytes.' }),
  data_url: z.string().nullable().meta({
    description:
      'The file as a data URL (data:<type>;base64,…) to show or download; null for a file over 256 KB, whose content the outbox does not keep.',
  }),
});
export type OutboxAttachment = z.infer<typeof OutboxAttachmentSchema>;

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  created_at: z.number().int(),
  attachments: z.array(OutboxAttachmentSchema).meta({
    description:
      "The mail's attachments in the order it carries them (a registration confirmation: its QR code PNG and the event's .ics file); empty when it has none.",
  }),
});

export const listOutbox = endpoint({
  service: 'admin',
  auth: 'admin',
  permission: 'content',
  id: 'listOutbox',
  method: 'POST',
  path: 'mail/outbox',
  summary: 'Emails the product sent, newest first, with their attachments (the demo outbox).',
  body: z.object({ ...pageFields }),
  response: paged(OutboxMailSchema),
});
