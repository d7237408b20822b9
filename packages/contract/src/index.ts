export * from './constants';
export * from './headers';
export * from './envelope';
export * from './system';
export * from './api-paths';
export * from './encryption';
export * from './games';
export * from './demo-images';
