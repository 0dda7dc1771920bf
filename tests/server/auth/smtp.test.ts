import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog } from '../../../src/server/db/schema';
import { createUser } from '../../helpers/server/factories';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from '../../helpers/server/smtp-server';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

/** A port nothing listens on: bound by the OS, then released. */
const closedPort = async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

const forgot = async (app: TestApp, email: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/forgot/password?email=${encodeURIComponent(email)}` });
  await app.deps.background.drain();
  return response;
};

describe('password reset mail through SMTP', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  it('hands the reset link to the SMTP server and logs the send as smtp without error', async () => {
    const user = await createUser(app);
    const response = await forgot(app, user.email);
    expect(response.statusCode).toBe(200);

    const messages = smtp.received.filter((m) => m.to.includes(user.email));
    expect(messages).toHaveLength(1);
    const body = decodeQuotedPrintable(messages[0]!.raw);
    const link = body.match(/(\S+\/reset-password\?token=[A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${app.deps.config.publicUrl}/reset-password?token=`)).toBe(true);
    expect(messages[0]!.raw).toMatch(/^Subject: Reset your password/m);

    const [logged] = await app.deps.database.db.select().from(mailLog).where(eq(mailLog.to, user.email));
    expect(logged).toMatchObject({ transport: 'smtp', error: null });
    expect(logged!.body).toContain(link);
  });
});

describe('password reset mail when the SMTP server is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => app?.close());

  it('still answers 200 and records the failure in the mail log', async () => {
    const user = await createUser(app);
    const response = await forgot(app, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'A password reset link has been sent to your email address.' });

    const [logged] = await app.deps.database.db.select().from(mailLog).where(eq(mailLog.to, user.email));
    expect(logged?.transport).toBe('smtp');
    expect(logged?.error).toEqual(expect.stringMatching(/\S/));
  });
});
