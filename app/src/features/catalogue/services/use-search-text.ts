import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

/** The search in the address: `/services?q=hifu`. */
export const SEARCH_PARAM = 'q';

/** Marks the address changes the search box makes itself as the client types. */
const TYPED = { typedSearch: true } as const;

const typedHere = (state: unknown) => (state as { typedSearch?: unknown } | null)?.typedSearch === true;

/**
 * The text in the search box, kept in the address as the client types (replacing the entry, so Back
 * leaves the page instead of undoing letters, and comes back to the search from a treatment). The box
 * keeps its own text: the router applies an address change a moment later, and taking the address
 * back then would drop letters typed meanwhile. Any other change of address (Back, Forward, a link)
 * puts its search in the box.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inAddress = searchParams.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(inAddress);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const ours = typedHere(location.state) && navigationType !== 'POP';
    if (!ours && inAddress !== text.trim()) setText(inAddress);
  }

  const change = (next: string) => {
    setText(next);
    // The address as it is now: the hook's `searchParams` may still be a render behind it.
    const params = new URLSearchParams(window.location.search);
    if (next.trim()) params.set(SEARCH_PARAM, next.trim());
    else params.delete(SEARCH_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true, state: TYPED });
  };
  return [text, change];
}
