import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the development mailbox received. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  date: string;
  messageId: string;
}

/** How many messages the mailbox keeps (the oldest go first). */
const KEPT = 500;

/**
 * The development mailbox `npm start` runs (issue 47): a real SMTP server on this machine's
 * loopback that keeps what it is sent in memory, so the e-mail channel is exercised end to end
 * and its messages can be read on `/dev/mailbox`. Never in production (SMTP_URL there).
 */
export async function startDevMailbox(port = 0) {
  const messages: DevMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'sampark-nond development mailbox',
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          messages.unshift({
            to: to.map((a) => a.text).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            date: (mail.date ?? new Date()).toISOString(),
            messageId: mail.messageId ?? '',
          });
          messages.splice(KEPT);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages: (): readonly DevMail[] => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DevMailbox = Awaited<ReturnType<typeof startDevMailbox>>;
