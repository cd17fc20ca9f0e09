export * from './enums';
export * from './limits';
export * from './errors';
export * from './endpoint';
export * from './messages';
export * from './dates';
export * from './identity';
export * from './schools';

import { identityEndpoints } from './identity';
import { schoolEndpoints } from './schools';

/** Every endpoint of the API. A new area adds its table here; the authorization matrix test walks it. */
export const endpoints = {
  ...identityEndpoints,
  ...schoolEndpoints,
};
export type EndpointName = keyof typeof endpoints;
