export * from './accounts';
export * from './site';
export * from './system';
