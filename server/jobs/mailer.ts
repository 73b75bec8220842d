import { createTransport } from 'nodemailer';

/** One e-mail as the jobs send it: plain text, with a Message-ID a second send repeats. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The sender name and address of the reminders. */
export const MAIL_FROM = '"संपर्क नोंद" <noreply@sampark-nond.invalid>';

/** E-mail through SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.org:587). */
export function smtpMailer(url: string, from = MAIL_FROM): Mailer {
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
