import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { paths } from '../config/paths';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.mobile.path,
        // Carries the API client (axios, zod): loaded with the page that needs it.
        lazy: async () => {
          const { MobileHomePage, mobileHomeLoader } =
            await import('../features/mobile-home/mobile-home-page');
          return { Component: MobileHomePage, loader: mobileHomeLoader };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
