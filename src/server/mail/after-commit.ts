import type { FastifyRequest } from 'fastify';
import type { Background } from '../background';
import type { Db } from '../db/client';
import { transactionEffectsOf } from '../http/transaction-effects';
import type { Mail, Mailer } from './mailer';

export type MailDeps = { mailer: Mailer; background: Background; db: Db };

/**
 * Mail about a change goes only once the change has committed, and in the background, so a slow
 * mail server never holds up the answer or the request's connection.
 */
export const mailAfterCommit = (request: FastifyRequest, { mailer, background, db }: MailDeps, mails: readonly Mail[]) => {
  if (mails.length === 0) return;
  transactionEffectsOf(request).whenCommitted(async () =>
    background.run(
      async () => {
        for (const mail of mails) await mailer.send(db, mail);
      },
      (error) => request.log.error({ err: error }, 'mail after a change failed'),
    ),
  );
};
