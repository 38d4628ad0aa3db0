/**
 * Renders a component that uses links or router hooks on its own, without the portal's routes.
 */
import { type ReactNode, useState } from 'react';
import { createMemoryHistory, createRouter, RouterProvider } from '../routing/router';

/** @example render(<InRouter url="/de-de/dashboard/"><ProductsOverview data={data} /></InRouter>) */
export function InRouter({ url = '/', children }: { readonly url?: string; readonly children: ReactNode }) {
  const [router] = useState(() =>
    createRouter<true>({
      history: createMemoryHistory([url]),
      resolve: async () => ({ type: 'render', view: true }),
      failed: () => true,
      initialView: true,
    }),
  );
  return <RouterProvider router={router} render={() => children} />;
}
