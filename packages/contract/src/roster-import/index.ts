export * from './kinds';
export * from './layouts';
export { phoneLostItsZero } from './cells';
export * from './samples';
export * from './wire';
export * from './endpoints';
