import { describe, expect, it } from 'vitest';
import { searchedColumns } from './booking-filter';

describe('which columns a booking search reads', () => {
  it('reads booking numbers only for text that can be part of one', () => {
    for (const text of ['TBL0079', 'tbl', 'L12', 'bl1', '12345678', 'b']) {
      expect(searchedColumns(text), text).toEqual(['customer_name', 'booking_number']);
    }
    for (const text of ['Maria', 'TBLX', 'Santos 1', '50%', 'T B L']) {
      expect(searchedColumns(text), text).toEqual(['customer_name']);
    }
  });
});
