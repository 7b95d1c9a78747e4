import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Db } from '../db/client';
import { mailOutbox, type StoredMailAttachment } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string; cid?: string }[];
}

/** The largest attachment the outbox keeps the content of (a registration's QR code is about 1 KB). */
export const OUTBOX_ATTACHMENT_MAX_BYTES = 256 * 1024;

/** Attachments as the outbox keeps them: every one named, the content of those within the limit. */
export function outboxAttachments(attachments: MailMessage['attachments'] = []): StoredMailAttachment[] {
  return attachments.map((a) => {
    // Nodemailer sends string content as UTF-8: the stored bytes are the ones the mail carries.
    const bytes = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
    return {
      filename: a.filename,
      content_type: a.contentType ?? 'application/octet-stream',
      size: bytes.length,
      content: bytes.length <= OUTBOX_ATTACHMENT_MAX_BYTES ? bytes.toString('base64') : null,
    };
  });
}

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured, delivers it.
   * A delivery failure is recorded and logged, never thrown at the caller.
   */
  send(db: Db, message: MailMessage): Promise<{ id: number; status: 'stored' | 'sent' | 'failed' }>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: (error: unknown, msg: string) => void;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  return {
    async send(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: outboxAttachments(message.attachments),
          status: 'stored',
        })
        .returning({ id: mailOutbox.id });
      const id = row?.id ?? 0;
      if (!transport) return { id, status: 'stored' };
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        options.log(error, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, id));
        return { id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}
