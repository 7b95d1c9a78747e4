import { Navigate, type RouteObject } from 'react-router';

/**
 * Pages of events, courses, gallery, boards and chapters, packages, orders and certificates:
 * the `/community` hub with its tabs. Each page loads with its loader only when opened.
 */
export const communityRoutes: RouteObject[] = [
  {
    path: '/community',
    lazy: async () => ({ Component: (await import('./community-layout')).CommunityLayout }),
    children: [
      { index: true, element: <Navigate to="events" replace /> },
      {
        path: 'events',
        lazy: async () => {
          const [{ EventsPage }, { eventsLoader }] = await Promise.all([
            import('./events-page'),
            import('./loaders'),
          ]);
          return { Component: EventsPage, loader: eventsLoader };
        },
      },
      {
        path: 'events/:id',
        lazy: async () => {
          const [{ EventEditPage }, { eventLoader }] = await Promise.all([
            import('./event-edit-page'),
            import('./loaders'),
          ]);
          return { Component: EventEditPage, loader: eventLoader };
        },
      },
      {
        path: 'events/:id/registrations',
        lazy: async () => {
          const [{ RegistrationsPage }, { registrationsLoader }] = await Promise.all([
            import('./registrations-page'),
            import('./loaders'),
          ]);
          return { Component: RegistrationsPage, loader: registrationsLoader };
        },
      },
      {
        path: 'courses',
        lazy: async () => {
          const [{ CoursesPage }, { coursesLoader }] = await Promise.all([
            import('./courses-page'),
            import('./loaders'),
          ]);
          return { Component: CoursesPage, loader: coursesLoader };
        },
      },
      {
        path: 'courses/:id',
        lazy: async () => {
          const [{ CoursePage }, { courseLoader }] = await Promise.all([
            import('./course-page'),
            import('./loaders'),
          ]);
          return { Component: CoursePage, loader: courseLoader };
        },
      },
      {
        path: 'gallery',
        lazy: async () => {
          const [{ GalleryPage }, { galleryLoader }] = await Promise.all([
            import('./gallery-page'),
            import('./loaders'),
          ]);
          return { Component: GalleryPage, loader: galleryLoader };
        },
      },
      {
        path: 'gallery/:id',
        lazy: async () => {
          const [{ AlbumPage }, { albumLoader }] = await Promise.all([
            import('./album-page'),
            import('./loaders'),
          ]);
          return { Component: AlbumPage, loader: albumLoader };
        },
      },
      {
        path: 'chapters',
        lazy: async () => {
          const [{ ChaptersPage }, { chaptersLoader }] = await Promise.all([
            import('./chapters-page'),
            import('./loaders'),
          ]);
          return { Component: ChaptersPage, loader: chaptersLoader };
        },
      },
      {
        path: 'orders',
        lazy: async () => {
          const [{ OrdersPage }, { ordersLoader }] = await Promise.all([
            import('./orders-page'),
            import('./loaders'),
          ]);
          return { Component: OrdersPage, loader: ordersLoader };
        },
      },
      {
        path: 'certificates',
        lazy: async () => {
          const [{ CertificatesPage }, { certificatesLoader }] = await Promise.all([
            import('./certificates-page'),
            import('./loaders'),
          ]);
          return { Component: CertificatesPage, loader: certificatesLoader };
        },
      },
    ],
  },
];
