import { describe, expect, it } from 'vitest';
import { SIGNATURE_PROGRAM_CARDS } from './signature-program-cards';
import { SIGNATURE_PROGRAMS } from './signature-programs';

describe('the signature programs’ cards', () => {
  it('show each program as its own page does, in the same order', () => {
    expect(SIGNATURE_PROGRAM_CARDS.map((card) => card.id)).toEqual(
      SIGNATURE_PROGRAMS.map((program) => program.id),
    );
    SIGNATURE_PROGRAM_CARDS.forEach((card, index) => {
      const program = SIGNATURE_PROGRAMS[index];
      for (const [field, value] of Object.entries(card)) {
        expect(program?.[field as keyof typeof card], `${card.id}.${field}`).toEqual(value);
      }
    });
  });
});
