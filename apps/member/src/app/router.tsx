import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/error-pages';
import { PageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';

/**
 * Every page loads its code when first opened: the API client (axios, zod) and the pages
 * stay out of the entry chunk.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: paths.home.path,
        lazy: async () => {
          const [{ DashboardPage }, { dashboardLoader }, { dashboardAction }] = await Promise.all([
            import('../features/dashboard/dashboard-page'),
            import('../features/dashboard/dashboard-loader'),
            import('../features/dashboard/dashboard-action'),
          ]);
          return { Component: DashboardPage, loader: dashboardLoader, action: dashboardAction };
        },
      },
      {
        path: paths.course.path,
        lazy: async () => {
          const [{ ClassPage }, { classLoader, classShouldRevalidate }] = await Promise.all([
            import('../features/class/class-page'),
            import('../features/class/class-loader'),
          ]);
          return {
            Component: ClassPage,
            loader: classLoader,
            shouldRevalidate: classShouldRevalidate,
          };
        },
      },
      {
        path: paths.login.path,
        lazy: async () => {
          const [{ LoginPage }, { loginAction }, { guestLoader }] = await Promise.all([
            import('../features/auth/login-page'),
            import('../features/auth/login-action'),
            import('../features/auth/after-login'),
          ]);
          return { Component: LoginPage, action: loginAction, loader: guestLoader };
        },
      },
      {
        path: paths.register.path,
        lazy: async () => {
          const [{ RegisterPage }, { registerAction }, { guestLoader }] = await Promise.all([
            import('../features/auth/register-page'),
            import('../features/auth/register-action'),
            import('../features/auth/after-login'),
          ]);
          return { Component: RegisterPage, action: registerAction, loader: guestLoader };
        },
      },
      {
        path: paths.forgotPassword.path,
        lazy: async () => {
          const [{ ForgotPasswordPage }, { forgotPasswordAction }] = await Promise.all([
            import('../features/password/forgot-password-page'),
            import('../features/password/forgot-password-action'),
          ]);
          return { Component: ForgotPasswordPage, action: forgotPasswordAction };
        },
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => {
          const [
            { ResetPasswordPage },
            { resetPasswordAction, resetPasswordLoader, resetPasswordShouldRevalidate },
          ] = await Promise.all([
            import('../features/password/reset-password-page'),
            import('../features/password/reset-password-action'),
          ]);
          return {
            Component: ResetPasswordPage,
            action: resetPasswordAction,
            loader: resetPasswordLoader,
            shouldRevalidate: resetPasswordShouldRevalidate,
          };
        },
      },
      {
        path: paths.logout.path,
        lazy: async () => {
          const [{ LogoutPage }, { logoutLoader }] = await Promise.all([
            import('../features/logout/logout-page'),
            import('../features/logout/logout-loader'),
          ]);
          return { Component: LogoutPage, loader: logoutLoader };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
