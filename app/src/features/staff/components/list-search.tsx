import { type FormEvent, useId, useState } from 'react';
import './list-search.css';

interface ListSearchProps {
  label: string;
  placeholder: string;
  /** The search the list is showing now. */
  applied: string;
  onSearch: (text: string) => void;
  onReset: () => void;
  disabled?: boolean;
  disabledReason?: string;
}

/** A search box with Search and Reset; the list follows only when Search is pressed. */
export function ListSearch({
  label,
  placeholder,
  applied,
  onSearch,
  onReset,
  disabled = false,
  disabledReason,
}: ListSearchProps) {
  const inputId = useId();
  const reasonId = useId();
  const [text, setText] = useState(applied);
  const [shownFor, setShownFor] = useState(applied);
  // A search changed from outside (Reset Filters, the address bar) shows up in the box.
  if (shownFor !== applied) {
    setShownFor(applied);
    setText(applied);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSearch(text.trim());
  };

  const reset = () => {
    setText('');
    onReset();
  };

  return (
    <search>
      <form className="list-search" onSubmit={submit}>
        <label htmlFor={inputId}>{label}</label>
        <div className="list-search__row">
          <input
            id={inputId}
            type="search"
            name="search"
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={disabled}
            aria-describedby={disabled && disabledReason ? reasonId : undefined}
            maxLength={120}
          />
          <button type="submit" className="staff-button staff-button--primary" disabled={disabled}>
            Search
          </button>
          <button
            type="button"
            className="staff-button"
            onClick={reset}
            disabled={disabled}
            aria-label="Reset search"
          >
            Reset
          </button>
        </div>
        {disabled && disabledReason ? (
          <p id={reasonId} className="list-search__reason">
            {disabledReason}
          </p>
        ) : null}
      </form>
    </search>
  );
}
