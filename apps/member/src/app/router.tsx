import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
