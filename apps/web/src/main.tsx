import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isLanguage } from '@bondsight/contracts/languages';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { setApiLanguage } from './lib/api-client';
import { initialGlobals, SessionProvider } from './lib/session';
import './styles.css';

// The server chose the language (query, cookie, account, browser); it is in the page globals.
const fromUrl = new URLSearchParams(window.location.search).get('lang');
const language = isLanguage(fromUrl) ? fromUrl : initialGlobals.language;
setApiLanguage(language);
await initI18n(language);

// The page's own chunk and its first block's data (the server preloads both; the route's
// loader puts the data in the query cache) are loaded before the first render: a page that
// suspended on its chunk would leave the whole screen blank and reveal it only after React's
// fallback throttle (hundreds of milliseconds), and one that waited for its data would draw
// twice. Not awaited at the top level: the page's chunk imports this one, which must have
// finished evaluating first.
void router.load().finally(render);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
