/**
 * The data builder (build.ts): the demo seed (db/demo-seed.ts) and the benchmark generator
 * (tools/generate, through `@tayori/api/db/builder`) use it.
 */
export { buildDataset, type BuildOptions, type BuiltDataset } from './build';
export { Loader, TableWriter, type Columns, type SqlRunner } from './loader';
export { demoScale, largeScale, type Scale } from './scale';
export { transactionRunner, type Tx } from './transaction-runner';
export { receivesDeliveries } from './people';
export { Rng } from './random';
export type * from './model';
