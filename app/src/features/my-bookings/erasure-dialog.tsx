import { ERASURE_KEEPS, ERASURE_REMOVES } from '@domain/privacy';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { paths } from '../../config/paths';
import { useDialogAction } from '../manage/use-dialog-action';

interface ErasureDialogProps {
  /** Sends the request; a rejection is shown in the dialog, which stays open. */
  ask: () => Promise<void>;
  onClose: () => void;
}

/**
 * The confirm step before a client asks to be erased (issue 27 item 6): what goes, what stays and
 * why, and that the clinic carries it out. "Keep my data" has focus, so Enter never asks by accident.
 */
export function ErasureDialog({ ask, onClose }: ErasureDialogProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const {
    busy,
    error,
    run: send,
  } = useDialogAction(ask, 'We could not send your request. Please try again.');

  return (
    <Dialog
      title="Ask us to erase your data?"
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepButton}
      size="medium"
      className="erasure-dialog"
    >
      <DialogBody>
        <p>
          The clinic checks your request and carries it out within 30 days. After that, this link and your
          manage links stop working, and we cannot restore what was erased.
        </p>
        <h3 className="erasure-dialog__heading">What we remove</h3>
        <p>{ERASURE_REMOVES}</p>
        <h3 className="erasure-dialog__heading">What we keep, and why</h3>
        <p>{ERASURE_KEEPS}</p>
        <p>
          You may want to download your data first. More in our{' '}
          <Link to={paths.privacy.href()}>privacy notice</Link>.
        </p>
        {error ? (
          <p className="erasure-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <button
          ref={keepButton}
          type="button"
          className="button button--ghost"
          onClick={onClose}
          disabled={busy}
        >
          Keep my data
        </button>
        <button
          type="button"
          className="button button--primary my-data__danger"
          onClick={send}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Sending…' : 'Yes, erase my data'}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
