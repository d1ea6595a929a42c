import { describe, expect, it } from 'vitest';
import { searchedColumns } from './booking-filter';

/** The name is searched through its stored lower-case copy. */
const NAME = { folded: 'customer_name_folded' };

describe('which columns a booking search reads', () => {
  it('reads booking numbers only for text that can be part of one', () => {
    for (const text of ['TBL0079', 'tbl', 'L12', 'bl1', '12345678', 'b']) {
      expect(searchedColumns(text), text).toEqual([NAME, 'booking_number']);
    }
    for (const text of ['Maria', 'TBLX', 'Santos 1', '50%', 'T B L']) {
      expect(searchedColumns(text), text).toEqual([NAME]);
    }
  });
});
