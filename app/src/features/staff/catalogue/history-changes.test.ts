import { describe, expect, it } from 'vitest';
import { actionOf, fieldChanges, valueText } from './history-changes';

describe('a line of catalogue history', () => {
  it('names each field an edit changed with its value before and after', () => {
    const entry = {
      before: { price: 3500, name: 'Ulthera', active: true },
      after: { price: 3800, name: 'Ulthera', active: true },
    };
    expect(fieldChanges(entry)).toEqual([{ field: 'price', before: 3500, after: 3800 }]);
    expect(actionOf(entry)).toBe('changed');
  });

  it('says a treatment was added, retired or brought back', () => {
    expect(actionOf({ before: null, after: { active: true } })).toBe('added');
    expect(fieldChanges({ before: null, after: { active: true } })).toEqual([]);
    expect(actionOf({ before: { active: true }, after: { active: false } })).toBe('retired');
    expect(actionOf({ before: { active: false }, after: { active: true } })).toBe('brought back');
  });

  it('shows values briefly: lists by their length, flags as yes or no', () => {
    expect(valueText([1, 2])).toBe('2 items');
    expect(valueText(true)).toBe('yes');
    expect(valueText(undefined)).toBe('(none)');
    expect(valueText('x'.repeat(100))).toHaveLength(78);
  });
});
