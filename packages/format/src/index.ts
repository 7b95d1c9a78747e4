export * from './constants';
export * from './rupiah';
export * from './date';
export * from './billing';
export * from './initials';
export * from './countdown';
export * from './ics';
export * from './slug';
