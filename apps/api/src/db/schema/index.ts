export * from './accounts';
export * from './community';
export * from './content';
export * from './site';
export * from './system';
export * from './engagement';
export * from './gallery';
export * from './presence';
