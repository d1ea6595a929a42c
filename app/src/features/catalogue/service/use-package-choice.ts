import type { Service } from '@domain/catalogue/types';
import { selectPromo } from '@domain/pricing';
import { useState } from 'react';
import type { NewCartItem } from '../../cart/cart-lines';

export interface PackageChoice {
  /** The chosen package's title, or null for the regular price. */
  selected: string | null;
  select: (title: string | null) => void;
  name: string;
  price: number;
  /** What 'Add to Cart' puts in the cart for the current choice. */
  cartItem: NewCartItem;
}

/** SPEC section 4: a package sets the price and 'service - package' name; regular restores them. */
export function usePackageChoice(service: Service): PackageChoice {
  const [selected, select] = useState<string | null>(null);
  const { name, price } = selectPromo(service, selected);
  return {
    selected,
    select,
    name,
    price,
    cartItem: {
      id: service.id,
      name,
      price,
      image: service.image,
      selectedPromo: selected ?? undefined,
    },
  };
}
