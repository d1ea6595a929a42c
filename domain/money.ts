const WHOLE_PESOS = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const WITH_CENTAVOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const PRICE_UPON_CONSULTATION = 'Price upon consultation';

/** `₱66,000`, with centavos only when there are some. */
export function formatPesos(amount: number): string {
  const format = Number.isInteger(amount) ? WHOLE_PESOS : WITH_CENTAVOS;
  return `₱${format.format(amount)}`;
}

/** A price as the catalogue shows it: 0 or the consultation text read 'Price upon consultation'. */
export function displayPrice(price: number | string): string {
  const amount = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(amount) || amount <= 0) return PRICE_UPON_CONSULTATION;
  return formatPesos(amount);
}
