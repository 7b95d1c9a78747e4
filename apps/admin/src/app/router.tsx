import { createBrowserRouter } from 'react-router';
import { ConsoleError } from '../components/console-error';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { PageLoading } from '../components/spinner';
import { BASENAME, paths } from '../config/paths';
import { communityRoutes } from '../features/community-admin/routes';
import { contentRoutes } from '../features/content/routes';
import { ConsoleLayout } from './console-layout';
import { guardLoader } from './guard';

// Every page carries the API client (axios, zod) and loads only when it is opened.
export const router = createBrowserRouter(
  [
    {
      id: 'root',
      loader: guardLoader,
      // The guard decides on every navigation, not only when the root route first matches.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
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
            // The loader always redirects; this shows only if the route ever renders.
            Component: PageLoading,
          }),
        },
        {
          element: <ConsoleLayout />,
          children: [
            {
              // Data errors show inside the console frame, with the admin bar still there.
              errorElement: <ConsoleError />,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const [{ LandingPage }, { landingLoader }] = await Promise.all([
                      import('../features/landing/landing-page'),
                      import('../features/landing/landing-loader'),
                    ]);
                    return { Component: LandingPage, loader: landingLoader };
                  },
                },
                {
                  path: paths.presence.path,
                  lazy: async () => {
                    const [{ EventsPage }, { eventsLoader }] = await Promise.all([
                      import('../features/presence/events-page'),
                      import('../features/presence/events-loader'),
                    ]);
                    return { Component: EventsPage, loader: eventsLoader };
                  },
                },
                {
                  path: paths.courses.path,
                  lazy: async () => {
                    const [{ CoursesPage }, { coursesLoader }] = await Promise.all([
                      import('../features/course-presence/courses-page'),
                      import('../features/course-presence/courses-loader'),
                    ]);
                    return { Component: CoursesPage, loader: coursesLoader };
                  },
                },
                {
                  path: paths.course.path,
                  lazy: async () => {
                    const [{ CoursePage }, { courseLoader }] = await Promise.all([
                      import('../features/course-presence/course-page'),
                      import('../features/course-presence/course-loader'),
                    ]);
                    return { Component: CoursePage, loader: courseLoader };
                  },
                },
                {
                  path: paths.presenceEvent.path,
                  lazy: async () => {
                    const [{ EventPage }, { eventLoader }] = await Promise.all([
                      import('../features/presence/event-page'),
                      import('../features/presence/event-loader'),
                    ]);
                    return { Component: EventPage, loader: eventLoader };
                  },
                },
                {
                  path: paths.members.path,
                  lazy: async () => {
                    const [{ MembersPage }, { membersLoader }] = await Promise.all([
                      import('../features/members/members-page'),
                      import('../features/members/members-loader'),
                    ]);
                    return { Component: MembersPage, loader: membersLoader };
                  },
                },
                {
                  path: paths.outbox.path,
                  lazy: async () => {
                    const [{ OutboxPage }, { outboxLoader }] = await Promise.all([
                      import('../features/outbox/outbox-page'),
                      import('../features/outbox/outbox-loader'),
                    ]);
                    return { Component: OutboxPage, loader: outboxLoader };
                  },
                },
                {
                  path: paths.account.path,
                  lazy: async () => {
                    const [{ AccountPage }, { accountLoader, passwordAction }] = await Promise.all([
                      import('../features/account/account-page'),
                      import('../features/account/account-route'),
                    ]);
                    return {
                      Component: AccountPage,
                      loader: accountLoader,
                      action: passwordAction,
                    };
                  },
                },
                ...contentRoutes,
                ...communityRoutes,
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: BASENAME },
);
