import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/600.css';
import './styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { loadCurrentUser } from './lib/session';
import { useAuthStore } from './lib/stores/auth-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A sign-in from an earlier visit: ask whose session the cookie holds (docs/product/screens.md#application-shell).
if (useAuthStore.getState().isLoading) void loadCurrentUser();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
