import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { insertMailLog } from './mail-log-queries';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (db: Db, mail: Mail) => Promise<void> };

/**
 * Sends through SMTP_URL when set; every message is also written to the mail log, which is
 * the mailbox admins read when no SMTP server is configured. A failed send is logged, not
 * thrown, so no caller can tell from the answer whether an address exists.
 */
export const createMailer = (smtpUrl: string | undefined, from: string): Mailer => {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(db, mail) {
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        } catch (cause) {
          error = cause instanceof Error ? cause.message : String(cause);
        }
      }
      await insertMailLog(db, { to: mail.to, subject: mail.subject, body: mail.text, transport: transport ? 'smtp' : 'log', error });
    },
  };
};
