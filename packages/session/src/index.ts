export * from './cookies';
export * from './rules';
export * from './guards';
