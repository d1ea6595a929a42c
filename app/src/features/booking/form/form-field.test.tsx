// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, lengthNote } from './form-field';

describe('a text field near its length limit', () => {
  it('says nothing while there is room, counts down near the limit, and says so at the limit', () => {
    expect(lengthNote('a'.repeat(79), 100)).toBe('');
    expect(lengthNote('a'.repeat(80), 100)).toBe('20 characters left');
    expect(lengthNote('a'.repeat(99), 100)).toBe('1 character left');
    expect(lengthNote('a'.repeat(1000), 1000)).toBe(
      'That is the most this field takes (1,000 characters): anything typed past it was not added.',
    );
  });

  it('ties the note to its control, so a screen reader hears it with the field', () => {
    render(
      <FormField id="notes" label="Notes" hint="Allergies" length={{ value: 'x'.repeat(1000), max: 1000 }}>
        {(control) => <textarea {...control} maxLength={1000} defaultValue={'x'.repeat(1000)} />}
      </FormField>,
    );
    const field = screen.getByLabelText('Notes');
    expect(field.getAttribute('aria-describedby')).toBe('notes-hint notes-error notes-length');
    expect(screen.getByText(/That is the most this field takes/).id).toBe('notes-length');
  });
});
