import { describe, expect, it } from 'vitest';
import { givenName } from './given-name';

describe('the name a greeting takes', () => {
  it('is the given name, after any title or abbreviation', () => {
    expect(givenName('Ma. Cristina Santos')).toBe('Cristina');
    expect(givenName('Dr. Jose Rizal')).toBe('Jose');
    expect(givenName('Atty Liza Cruz')).toBe('Liza');
    expect(givenName('  Ana   Santos ')).toBe('Ana');
    expect(givenName('Mary Grace Reyes')).toBe('Mary');
  });

  it('is empty when the name holds nothing else, so the greeting goes without it', () => {
    expect(givenName('Ma.')).toBe('');
    expect(givenName('   ')).toBe('');
  });
});
