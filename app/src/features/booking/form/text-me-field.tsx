import './text-me-field.css';

/**
 * "Text me about this booking": on unless the client unticks it. Ticked, the clinic texts the
 * booking's news to the mobile number above (received, confirmed, moved, cancelled, the day before);
 * never between 9 PM and 8 AM.
 */
export function TextMeField({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <div className="text-me">
      <label className="text-me__label">
        <input
          type="checkbox"
          name="smsOptIn"
          className="text-me__box"
          checked={checked}
          aria-describedby="text-me-hint"
          onChange={(event) => onChange(event.target.checked)}
        />
        Text me about this booking
      </label>
      <p id="text-me-hint" className="text-me__hint">
        Updates by SMS to the number above: received, confirmed, moved or cancelled, and a reminder the day
        before. Never between 9 PM and 8 AM.
      </p>
    </div>
  );
}
