export * from './kinds';
export * from './layouts';
export * from './one-roster';
export { phoneLostItsZero } from './cells';
export * from './samples';
export * from './wire';
export * from './endpoints';
