/**
 * Where texts go: one small interface, so a gateway other than Semaphore is one more file. The
 * worker hands each text with its outbox id; a sender answers the gateway's id for it, or throws:
 * `SmsRejected` when the gateway refused that text for good (a 4xx: a bad number, an unapproved
 * sender name), any other error when trying again may work (5xx, a network failure, a timeout).
 */
export interface OutgoingSms {
  /** The outbox row's id: the files sender names its file by it. */
  id: string;
  /** 639XXXXXXXXX */
  number: string;
  message: string;
}

export interface SmsSender {
  /** What the start-up banner and the outbox record name. */
  name: string;
  describe: string;
  send(sms: OutgoingSms): Promise<{ providerId: string }>;
  /**
   * After an attempt cut off mid-send (the worker stopped between calling the gateway and recording
   * the outcome): the gateway's id when it already has this text since `since`, null when it has
   * not. Throws when it cannot tell now (the worker asks again later rather than risk a second text).
   */
  findSent(sms: OutgoingSms, since: Date): Promise<string | null>;
}

export class SmsRejected extends Error {
  override name = 'SmsRejected';
}
