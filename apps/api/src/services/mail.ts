import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string; cid?: string }[];
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
