import type { ReactElement } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { PageGlobals } from '@bondsight/contracts';
import { renderShell } from './shell-harness';

/** Renders a feature component inside a router (its links need one) with the given session. */
export function renderWithRouter(ui: ReactElement, globals: Partial<PageGlobals> = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/bonds/9/'] }),
    trailingSlash: 'always',
  });
  return renderShell(<RouterProvider router={router} />, { globals });
}

export const FULL_ACCESS: Partial<PageGlobals> = {
  level: 1077,
  userId: 7,
  email: 'full@demo.bondsight',
};
