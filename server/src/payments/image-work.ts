import { HttpError } from '../errors';

/**
 * Decoding images is the heaviest thing the server does: at most `maxAtOnce` at a time per process,
 * so a burst of uploads leaves a core for everything else. The rest wait in line; past `MAX_WAITING`
 * the upload is refused with 503 + Retry-After rather than held in memory.
 */
const MAX_AT_ONCE = 1;
const MAX_WAITING = 16;
const BUSY_RETRY_AFTER_SECONDS = 10;

let running = 0;
let highest = 0;
const waiting: Array<() => void> = [];

/** A finished job hands its slot straight to the next in line, so none can slip in between. */
function leave(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) {
    if (waiting.length >= MAX_WAITING) {
      throw new HttpError(
        503,
        'busy',
        'Many images are being checked right now. Please send yours again in a few seconds.',
        { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  highest = Math.max(highest, running);
  try {
    return await work();
  } finally {
    leave();
  }
}

/** What a test or an operator may read: the limit and the most images decoded together since the last reset. */
export const imageWork = {
  maxAtOnce: MAX_AT_ONCE,
  peak: () => highest,
  resetPeak: () => {
    highest = running;
  },
};
