import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

/** The webview app: its router, created once. */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
