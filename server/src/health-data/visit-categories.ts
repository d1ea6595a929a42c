import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import type { CategoryId } from '../../../domain/categories';
import type { BookingRow, StoredCartLine } from '../db/rows';

/** The treatment categories a booking's lines belong to, each once: what its health form asks. */
export function visitCategories(row: Pick<BookingRow, 'cart_items'>, services: ServiceSource): CategoryId[] {
  const lines: StoredCartLine[] =
    typeof row.cart_items === 'string' ? JSON.parse(row.cart_items) : row.cart_items;
  const categories = lines.flatMap((line) => {
    const category = services.findService(line.id)?.category;
    return category ? [category] : [];
  });
  return [...new Set(categories)];
}
