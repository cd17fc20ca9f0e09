export * from './kinds';
export * from './layouts';
export * from './samples';
export * from './wire';
export * from './endpoints';
