import { useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import { signOut } from '../../auth/sign-out-api';
import { useDeskOutbox } from './desk-outbox-panel';
import { isUnsent } from './desk-outbox-store';

/**
 * Logout. Signing out deletes the desk's bookings that have not reached the clinic (client details
 * never stay on a shared desk without a session), so with any waiting the desk is asked first.
 */
export function SignOutButton() {
  const unsent = (useDeskOutbox() ?? []).filter(isUnsent).length;
  const [asking, setAsking] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const one = unsent === 1;

  return (
    <>
      <button
        type="button"
        className="staff-button staff-button--quiet"
        onClick={() => (unsent > 0 ? setAsking(true) : signOut())}
      >
        Logout
      </button>
      {asking ? (
        <Dialog
          title={`Sign out with ${unsent} desk booking${one ? '' : 's'} not sent?`}
          onClose={() => setAsking(false)}
          initialFocusRef={stay}
          size="small"
        >
          <DialogBody>
            <p>
              {one ? 'It has' : 'They have'} not reached the clinic's server yet. Signing out deletes{' '}
              {one ? 'it' : 'them'} from this device, and the client
              {one ? "'s booking is" : "s' bookings are"} lost. Stay signed in until{' '}
              {one ? 'it is' : 'they are'} sent (see "Desk bookings made offline").
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
              Sign out and delete {one ? 'it' : 'them'}
            </button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}
