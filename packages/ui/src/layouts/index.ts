export { AdminLayout, type AdminLayoutProps } from './admin-layout';
export { ClassLayout, type ClassLayoutProps } from './class-layout';
export { DefaultLayout, type DefaultLayoutProps, NOTICE_SLOT_ID } from './default-layout';
export { EmptyLayout, type EmptyLayoutProps } from './empty-layout';
