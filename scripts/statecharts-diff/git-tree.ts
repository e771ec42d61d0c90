import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The repository at a ref, as files on disk that Node can import: `git archive` into a temporary
 * folder (no worktree bookkeeping left in .git) with node_modules linked in. A shallow clone (CI
 * checks out one commit) is deepened or fetched from its remote first.
 */

const git = (root: string, args: string[]) =>
  spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const commitOf = (root: string, ref: string): string | undefined => {
  const result = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return result.status === 0 ? result.stdout.trim() : undefined;
};

/** How many commits back `HEAD~2^` reaches, so that a shallow clone is deepened just enough. */
const generationsBack = (ref: string): number => {
  let count = 0;
  for (const [, tilde, number] of ref.matchAll(/(~|\^)(\d*)/g))
    count += tilde === '~' ? Number(number || 1) : 1;
  return Math.max(count, 1);
};

export type Resolved = { sha: string; fetched?: string } | { missing: string };

export const resolveCommit = (root: string, ref: string): Resolved => {
  const present = commitOf(root, ref);
  if (present) return { sha: present };
  if (git(root, ['rev-parse', '--git-dir']).status !== 0)
    return { missing: `${root} is not a git repository` };
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true';
  const remotes = git(root, ['remote']).stdout.split('\n').filter(Boolean);
  // A full clone holds every ancestor of HEAD: fetching cannot make HEAD~1 of a first commit.
  if (!shallow && /^HEAD[~^]/.test(ref))
    return { missing: `${ref} does not exist: HEAD has no commit before it` };
  if (remotes.length === 0) {
    return {
      missing: shallow
        ? `${ref} is not in this shallow clone and there is no remote to fetch it from`
        : `${ref} is not a commit of this repository`,
    };
  }
  const remote = remotes.includes('origin') ? 'origin' : remotes[0]!;
  const attempts: string[][] = [
    ...(shallow ? [['fetch', '--quiet', `--deepen=${generationsBack(ref)}`, remote]] : []),
    // A commit or branch named outright; only as deep as needed when the clone is shallow.
    ['fetch', '--quiet', ...(shallow ? ['--depth=1'] : []), remote, ref],
  ];
  for (const attempt of attempts) {
    if (git(root, attempt).status !== 0) continue;
    const sha = commitOf(root, ref) ?? (attempt.includes(ref) ? commitOf(root, 'FETCH_HEAD') : undefined);
    if (sha) return { sha, fetched: `git ${attempt.join(' ')}` };
  }
  return { missing: `${ref} is not a commit of this repository, nor could it be fetched from ${remote}` };
};

export interface Checkout {
  dir: string;
  remove: () => void;
}

/** The tree of `sha` in a temporary folder, with `nodeModules` linked in as its node_modules. */
export const checkoutCommit = (root: string, sha: string, nodeModules: string): Checkout => {
  const dir = mkdtempSync(join(tmpdir(), 'statecharts-diff-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', sha], {
      maxBuffer: 1024 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    if (existsSync(nodeModules) && !existsSync(join(dir, 'node_modules'))) {
      symlinkSync(realpathSync(nodeModules), join(dir, 'node_modules'), 'dir');
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
};

export const changedSince = (root: string, sha: string, paths: readonly string[]): boolean =>
  git(root, ['diff', '--quiet', sha, '--', ...paths]).status !== 0 ||
  // New files that git does not track yet are behaviour too.
  git(root, ['ls-files', '--others', '--exclude-standard', '--', ...paths]).stdout.trim() !== '';
