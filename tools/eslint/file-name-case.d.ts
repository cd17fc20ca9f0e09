import type { Rule } from 'eslint';

export function nonKebabParts(path: string): string[];
export const fileNameCase: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
