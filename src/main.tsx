// the organisation's catalogue: its declarations and their parts installed in the engine first
import './domain/modules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App, BASENAME } from './App';

// A data router (not react-admin's default hash router): real /stage/... URLs, and blocking
// navigation works for forms with unsaved changes.
const router = createBrowserRouter([
  { path: `${BASENAME}/*`, element: <App /> },
  { path: '*', element: <Navigate to={`${BASENAME}/`} replace /> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
