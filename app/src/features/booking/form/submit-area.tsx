interface SubmitAreaProps {
  form: string;
  ready: boolean;
  /** Labels of required fields still empty. */
  missing: readonly string[];
  /** Labels of fields filled in but not yet right. */
  invalid: readonly string[];
  busy: boolean;
  label: string;
  busyLabel: string;
}

function list(labels: readonly string[]): string {
  return labels.join(', ');
}

/**
 * The submit button, shown as unavailable until the form is complete, with a short line saying what
 * is still missing. It stays focusable and pressable: pressing it early lists the problems.
 */
export function SubmitArea({ form, ready, missing, invalid, busy, label, busyLabel }: SubmitAreaProps) {
  const hintId = `${form}-submit-hint`;
  const hint = ready
    ? null
    : [
        missing.length > 0 ? `Still needed: ${list(missing)}.` : '',
        invalid.length > 0 ? `Please check: ${list(invalid)}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
  return (
    <div className="submit-area">
      <button
        type="submit"
        className="button button--primary button--large button--block submit-area__button"
        aria-disabled={!ready || busy || undefined}
        aria-describedby={hint ? hintId : undefined}
      >
        {busy ? busyLabel : label}
      </button>
      {hint ? (
        <p id={hintId} className="submit-area__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
