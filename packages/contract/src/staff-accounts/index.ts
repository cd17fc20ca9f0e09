export * from './wire';
export * from './endpoints';
export * from './second-factors';
