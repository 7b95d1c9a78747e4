import { createBrowserRouter } from 'react-router';
import { BASENAME, paths } from '../config/paths';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { ConsoleLayout } from './console-layout';
import { guardLoader } from './guard';

export const router = createBrowserRouter(
  [
    {
      id: 'root',
      loader: guardLoader,
      // The guard decides on every navigation, not only when the root route first matches.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorPage />,
      children: [
        // Login and logout carry the API client (axios, zod): loaded only when they are opened.
        {
          path: paths.login.path,
          lazy: async () => {
            const [{ LoginPage }, { loginAction }] = await Promise.all([
              import('../features/auth/login-page'),
              import('../features/auth/login-action'),
            ]);
            return { Component: LoginPage, action: loginAction };
          },
        },
        {
          path: paths.logout.path,
          lazy: async () => ({
            loader: (await import('../features/auth/logout-loader')).logoutLoader,
          }),
        },
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <LandingPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: BASENAME },
);
