import { RouteProgress } from '@sbc/ui/progress-bar';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/**
 * Every page, with the thin progress bar while the next one loads (SPEC section 4); a new page
 * starts at its top, and going back returns to where the reader was.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <RouteProgress active={navigation.state !== 'idle'} label="Memuat halaman" />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
