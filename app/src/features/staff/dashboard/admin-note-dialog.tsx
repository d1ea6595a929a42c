import { type FormEvent, useId, useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { StaffBooking } from '../api/types';

export const NOTE_MAX_LENGTH = 2000;

interface AdminNoteDialogProps {
  booking: StaffBooking;
  onClose: () => void;
  /** Saves the note; a rejection's message is shown and the dialog stays open. */
  onSave: (note: string) => Promise<void>;
}

/** 'Edit Admin Note': an internal note on a booking, never shown to the customer. */
export function AdminNoteDialog({ booking, onClose, onSave }: AdminNoteDialogProps) {
  const [note, setNote] = useState(booking.noteAdmin ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(note.trim());
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Failed to update admin note');
      setSaving(false);
      fieldRef.current?.focus();
    }
  };

  return (
    <Dialog
      title="Edit Admin Note"
      description={`Booking ${booking.bookingData.bookingNumber} · ${booking.bookingData.customerName}. Only staff see this note.`}
      onClose={onClose}
      dismissible={!saving}
      initialFocusRef={fieldRef}
      className="admin-note"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogBody>
          <div className="dialog-field">
            <label htmlFor={fieldId}>Admin note</label>
            <textarea
              ref={fieldRef}
              id={fieldId}
              name="noteAdmin"
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              placeholder="Enter internal note for this booking..."
              onChange={(event) => setNote(event.target.value)}
              readOnly={saving}
              aria-describedby={error ? `${counterId} ${errorId}` : counterId}
              aria-invalid={error ? true : undefined}
            />
            <p id={counterId} className="dialog-field__hint">
              {note.length} / {NOTE_MAX_LENGTH} characters
            </p>
          </div>
          <p id={errorId} className="dialog-error" role="alert">
            {error ?? ''}
          </p>
        </DialogBody>
        <DialogFooter>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
