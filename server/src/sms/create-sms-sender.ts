import type { Config } from '../config';
import { createFileSmsSender } from './file-sms-sender';
import { createSemaphoreSmsSender } from './semaphore-sms-sender';
import type { SmsSender } from './sms-sender';

/** Semaphore when `SMS_PROVIDER=semaphore` (config.ts has checked its key); files otherwise. */
export function createSmsSender(config: Pick<Config, 'sms' | 'dataDir'>): SmsSender {
  const { sms } = config;
  if (sms.provider === 'semaphore') {
    return createSemaphoreSmsSender({
      url: sms.semaphoreUrl,
      apiKey: sms.apiKey,
      senderName: sms.senderName,
    });
  }
  return createFileSmsSender(config.dataDir, sms.senderName);
}
