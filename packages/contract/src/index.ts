export * from './endpoint';
export * from './envelope';
export * from './fields';
export * from './registry';
export * from './admin/auth';
export * from './system/health';
export * from './visitor/info';
export * from './visitor/session';
