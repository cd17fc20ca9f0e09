/**
 * An earlier commit of this repository beside the working one (`npm run bench:peak -- --before
 * <rev>`): a git worktree in the temporary directory with this checkout's installed packages
 * hard-linked into it (their workspace links are relative, so they resolve to the worktree's own
 * apps), for instances of that commit's code measured in the same run as this one's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

export function checkoutAt(rev: string): { dir: string; commit: string; remove(): void } {
  const commit = git('rev-parse', '--short', `${rev}^{commit}`);
  const dir = join(tmpdir(), `tayori-peak-${commit}`);
  const remove = () => {
    if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
    git('worktree', 'prune');
  };
  remove();
  git('worktree', 'add', '--detach', dir, commit);
  for (const modules of ['node_modules', 'apps/api/node_modules', 'apps/idp/node_modules']) {
    if (existsSync(join(root, modules)))
      execFileSync('cp', ['-al', join(root, modules), join(dir, modules)]);
  }
  return { dir, commit, remove };
}
