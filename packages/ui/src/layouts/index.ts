export { AdminLayout, type AdminLayoutProps } from './admin-layout';
export { ClassLayout, type ClassLayoutProps } from './class-layout';
export { DefaultLayout, type DefaultLayoutProps } from './default-layout';
export { EmptyLayout, type EmptyLayoutProps } from './empty-layout';
