import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders one screen at a URL inside a memory router, with a cart route to navigate to. */
export function renderRoute(path: string, element: ReactElement, initialEntry: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
