import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../config';

export interface MailTransport {
  /** Where mail goes, for the start-up banner. */
  describe: string;
  send(message: Mail.Options): Promise<{ messageId: string }>;
  close(): void;
}

/** Real SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file under DATA_DIR/mail. */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      describe: 'SMTP',
      send: async (message) => ({ messageId: (await smtp.sendMail(message)).messageId }),
      close: () => smtp.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `.eml files in ${folder}`,
    send: async (message) => {
      // The file is the clinic's record of what went out, so it keeps the Bcc line an SMTP relay would drop.
      const info = await stream.sendMail({ ...message, keepBcc: true } as Mail.Options);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = info.messageId.replace(/[^a-zA-Z0-9-]/g, '').slice(0, 60);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, `${stamp}-${safeId}.eml`), info.message as Buffer);
      return { messageId: info.messageId };
    },
    close: () => stream.close(),
  };
}
