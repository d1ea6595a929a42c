import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingSms, SmsSender } from './sms-sender';

/**
 * No gateway configured (the embedded default): each text becomes `DATA_DIR/sms/<outbox id>.json`,
 * as e-mails become `.eml` files. Named by the outbox row, a text written twice is one file, and
 * `findSent` is exact: a crash mid-write never makes a second message.
 */
export function createFileSmsSender(dataDir: string, senderName: string | undefined): SmsSender {
  const folder = path.join(dataDir, 'sms');
  const fileOf = (id: string) => path.join(folder, `${id}.json`);
  return {
    name: 'files',
    describe: `.json files in ${folder}`,
    async send(sms: OutgoingSms) {
      await fs.mkdir(folder, { recursive: true });
      const record = {
        id: sms.id,
        to: sms.number,
        sender: senderName ?? null,
        message: sms.message,
        writtenAt: new Date().toISOString(),
      };
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const temporary = `${fileOf(sms.id)}.${process.pid}.tmp`;
      await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
      await fs.rename(temporary, fileOf(sms.id));
      return { providerId: `file:${sms.id}` };
    },
    async findSent(sms: OutgoingSms) {
      try {
        await fs.access(fileOf(sms.id));
        return `file:${sms.id}`;
      } catch {
        return null;
      }
    },
  };
}
