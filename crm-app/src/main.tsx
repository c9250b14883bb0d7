// The product's typeface; the design system falls back to the system font without it.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { start } from './app/start';
import './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const startApp = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );

// Under the sign-in page's own entry, the app starts when that page hands over (app/start.ts).
if (start.doorlineSignInPage) start.doorlineApp = startApp;
else startApp();
