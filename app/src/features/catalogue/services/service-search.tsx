import { useRef } from 'react';
import { Icon } from '../../../components/icons';
import './service-search.css';

interface ServiceSearchProps {
  text: string;
  onChange: (text: string) => void;
}

/**
 * The search box over the treatments. It filters as the client types (the catalogue is in the page,
 * so it works offline too); Enter only closes a phone's keyboard, Escape or the cross empties it.
 */
export function ServiceSearch({ text, onChange }: ServiceSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <search className="service-search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          input.current?.blur();
        }}
      >
        <label className="visually-hidden" htmlFor="service-search">
          Search treatments
        </label>
        <Icon className="service-search__icon">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </Icon>
        <input
          ref={input}
          id="service-search"
          className="input service-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder="Search treatments, e.g. HIFU"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {text ? (
          <button
            type="button"
            className="service-search__clear"
            aria-label="Clear search"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <Icon>
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        ) : null}
      </form>
    </search>
  );
}
