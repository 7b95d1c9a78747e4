import { Outlet } from 'react-router';
import { ContentTabs } from './content-tabs';

/** `/admin/content/*`: the section tabs above each content page. */
export function ContentLayout() {
  return (
    <div>
      <ContentTabs />
      <Outlet />
    </div>
  );
}
