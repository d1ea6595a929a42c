import { useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { signOut } from '../../auth/sign-out-api';
import { useDeskOutbox } from './desk-outbox-panel';
import { isUnsent } from './desk-outbox-store';
import { unsentWords } from './unsent-words';
import { useCounterOutbox } from './use-counter-outbox';

/**
 * Logout. Signing out deletes what the desk queued and has not sent, bookings, counter payments and
 * arrivals alike (client details never stay on a shared desk without a session, and a payment sent
 * later would be recorded under whoever signs in next), so with any waiting the desk is asked first.
 */
export function SignOutButton() {
  const unsent: OutboxItem[] = [...(useDeskOutbox() ?? []), ...(useCounterOutbox() ?? [])].filter(isUnsent);
  const [asking, setAsking] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const words = unsentWords(unsent);

  return (
    <>
      <button
        type="button"
        className="staff-button staff-button--quiet"
        onClick={() => (unsent.length > 0 ? setAsking(true) : signOut())}
      >
        Logout
      </button>
      {asking && words ? (
        <Dialog
          title={`Sign out with ${words.list} not sent?`}
          onClose={() => setAsking(false)}
          initialFocusRef={stay}
          size="small"
        >
          <DialogBody>
            <p>
              {words.one ? 'It has' : 'They have'} not reached the clinic's server yet. Signing out deletes{' '}
              {words.one ? 'it' : 'them'} from this device: {words.lost}. Stay signed in until{' '}
              {words.one ? 'it is' : 'they are'} sent (see {words.where}).
            </p>
          </DialogBody>
          <DialogFooter>
            <button
              ref={stay}
              type="button"
              className="staff-button staff-button--primary"
              onClick={() => setAsking(false)}
            >
              Stay signed in
            </button>
            <button type="button" className="staff-button staff-button--danger" onClick={signOut}>
              Sign out and delete {words.one ? 'it' : 'them'}
            </button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}
