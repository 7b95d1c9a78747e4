import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { PageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';

/**
 * The app's router. Every page loads its code when first opened: the API client (axios, zod)
 * and the pages stay out of the entry chunk. Created on first render, because it reads the
 * address then, and the connect code must have left it by that time.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        {
          path: paths.mobile.path,
          lazy: async () => {
            const [{ MobileHomePage }, { mobileHomeLoader }] = await Promise.all([
              import('../features/mobile-home/mobile-home-page'),
              import('../features/mobile-home/mobile-home-loader'),
            ]);
            return { Component: MobileHomePage, loader: mobileHomeLoader };
          },
        },
        {
          path: paths.mobileEvents.path,
          lazy: async () => {
            const [{ EventsPage }, { eventsLoader }] = await Promise.all([
              import('../features/mobile-events/events-page'),
              import('../features/mobile-events/events-loader'),
            ]);
            return { Component: EventsPage, loader: eventsLoader };
          },
        },
        {
          path: paths.mobileEvent.path,
          lazy: async () => {
            const [{ EventPage }, { eventLoader }, { eventAction }] = await Promise.all([
              import('../features/mobile-event/event-page'),
              import('../features/mobile-event/event-loader'),
              import('../features/mobile-event/event-action'),
            ]);
            return { Component: EventPage, loader: eventLoader, action: eventAction };
          },
        },
        {
          path: paths.order.path,
          lazy: async () => {
            const [{ OrderPage }, { orderLoader }, { orderAction }] = await Promise.all([
              import('../features/order/order-page'),
              import('../features/order/order-loader'),
              import('../features/order/order-action'),
            ]);
            return { Component: OrderPage, loader: orderLoader, action: orderAction };
          },
        },
        ...[paths.orderFinish.path, paths.mobileOrderFinish.path].map((path) => ({
          path,
          lazy: async () => {
            const [{ FinishPage }, { finishLoader }] = await Promise.all([
              import('../features/order-finish/finish-page'),
              import('../features/order-finish/finish-loader'),
            ]);
            return { Component: FinishPage, loader: finishLoader };
          },
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
