/**
 * Field rules that several areas share, written once (spec 000 §5, spec 001 §5): the server
 * validates with them and the web forms use the same schemas as resolvers. A typed field first
 * normalises what an IME typed (`typedText`); the messages are for what is still wrong after that.
 */
export * from './fields/empty';
export * from './fields/text';
export * from './fields/ids';
export * from './fields/numbers';
