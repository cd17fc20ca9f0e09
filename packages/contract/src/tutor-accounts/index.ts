export * from './wire';
export * from './endpoints';
