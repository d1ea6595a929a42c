import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from './dialog';

export interface CodePromptContent {
  title: string;
  description?: string;
  /** The field's label, e.g. 'Update code'. */
  label: string;
  submitLabel: string;
  /** The submit button's text while the code is being checked. */
  busyLabel?: string;
  tone?: 'default' | 'danger';
}

export interface CodePromptDialogProps extends CodePromptContent {
  busy: boolean;
  error: string | null;
  /** A non-empty code, trimmed. */
  onSubmit: (code: string) => void;
  /** Cancel, Escape, or submitting an empty field. */
  onAbort: () => void;
}

/**
 * Asks for a secret code in a masked field. The code lives in this dialog's state only and is gone
 * when it closes; it is never stored or prefilled.
 */
export function CodePromptDialog({
  title,
  description,
  label,
  submitLabel,
  busyLabel,
  tone = 'default',
  busy,
  error,
  onSubmit,
  onAbort,
}: CodePromptDialogProps) {
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // After a refusal the (already emptied) field takes focus for the next try.
  useEffect(() => {
    if (error !== null) inputRef.current?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    // The code leaves the field as soon as it is sent, so a refused one is never shown again.
    setCode('');
    if (trimmed === '') onAbort();
    else onSubmit(trimmed);
  };

  return (
    <Dialog
      title={title}
      description={description}
      onClose={onAbort}
      dismissible={!busy}
      initialFocusRef={inputRef}
      size="small"
      className="code-prompt"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="dialog-field">
            <label htmlFor={inputId}>{label}</label>
            <input
              ref={inputRef}
              id={inputId}
              name="code"
              type="password"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              readOnly={busy}
            />
          </div>
          <p id={errorId} className="dialog-error" role="alert">
            {error ?? ''}
          </p>
        </DialogBody>
        <DialogFooter>
          <button type="button" className="button button--ghost" onClick={onAbort} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={`button ${tone === 'danger' ? 'button--danger' : 'button--primary'}`}
            aria-disabled={busy || undefined}
          >
            {busy ? (busyLabel ?? 'Checking...') : submitLabel}
          </button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
