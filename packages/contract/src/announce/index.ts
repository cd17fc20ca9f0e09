/** Announcement mail of spec 001: wire shapes and the endpoint table. */
export * from './wire';
export * from './sent';
export * from './endpoints';
