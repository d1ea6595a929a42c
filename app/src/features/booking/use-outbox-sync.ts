import { useEffect } from 'react';
import { ensureOutboxSync, flushOutbox } from '../../offline/outbox/page-outbox-sync';

/**
 * Makes sure this page runs the outbox sync (started once per page, shared by every caller) and hands
 * back `flush` for sending at once after a submission.
 */
export function useOutboxSync(): { flush: typeof flushOutbox } {
  useEffect(() => {
    ensureOutboxSync();
  }, []);
  return { flush: flushOutbox };
}
