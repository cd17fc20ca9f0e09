// A local ESLint rule: file and folder names are kebab-case (STYLE.md: "files are kebab-case").
// A dozen lines instead of eslint-plugin-unicorn (300 rules and their dependencies for this one)
// or eslint-plugin-check-file: neither is installed, and the rule needs nothing they add
// (docs/decisions/tooling.md).
import { basename, dirname, relative, sep } from 'node:path';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The parts of `path` (relative to the directory ESLint runs in) that are not kebab-case: each
 * folder, and each dot-separated part of the file name (`notice-form.test.ts`, `vite-env.d.ts`).
 * Folders starting with a dot (`.ci`) and the `..` of a file outside the directory are skipped.
 */
export function nonKebabParts(path) {
  const folders = dirname(path)
    .split(sep)
    .filter((part) => part !== '.' && part !== '' && !part.startsWith('.'));
  const nameParts = basename(path).split('.');
  return [...folders, ...nameParts].filter((part) => !kebab.test(part));
}

/** @type {import('eslint').Rule.RuleModule} */
export const fileNameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: {
      notKebab: '"{{part}}" in this file\'s path is not kebab-case (lower-case words joined by -).',
    },
  },
  create(context) {
    return {
      Program(node) {
        for (const part of nonKebabParts(relative(context.cwd, context.filename))) {
          context.report({ node, messageId: 'notKebab', data: { part } });
        }
      },
    };
  },
};

export default { rules: { 'file-name-case': fileNameCase } };
