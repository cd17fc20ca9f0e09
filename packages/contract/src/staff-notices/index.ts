/** Staff notices of spec 000: wire shapes, form rules, body handling and the endpoint table. */
export * from './body';
export * from './form';
export * from './search';
export * from './detail';
export * from './lists';
export * from './endpoints';
