import { RouteProgress } from '@sbc/ui/progress-bar';
import { Outlet, useNavigation } from 'react-router';

/** Every page of the member area, with the thin loading bar while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <RouteProgress active={navigation.state === 'loading'} />
      <Outlet />
    </>
  );
}
