import { PRODUCT_NAME } from '@domain/brand';
import { useEffect } from 'react';

/** The title a page asked for in its last render on the server (the prerender reads it). */
let prerenderedTitle = PRODUCT_NAME;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string): void {
  if (typeof document === 'undefined') prerenderedTitle = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The title of the page just rendered on the server, reset for the next one. */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = PRODUCT_NAME;
  return title;
}
