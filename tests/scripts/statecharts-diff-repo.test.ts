import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run statecharts:diff` against a throwaway repository: a registry with one door machine,
 * committed, then changed (a transition added, one removed, a guard swapped, a guard's condition
 * and a delay's value changed) and committed again.
 */

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(PROJECT, 'scripts/statecharts-diff.ts');
// Several Node processes and a git clone on a loaded 2-core machine.
const SLOW = 60_000;

const doorMachine = (version: 1 | 2): string => `import { setup } from 'xstate';

export const doorMachine = setup({
  guards: {
    isUnlocked: ({ event }) => event.key === 'right',
    hasKey: ({ event }) => event.key !== undefined,
    isGentle: ({ event }) => event.force < ${version === 1 ? 3 : 5},
  },
  delays: { autoClose: ${version === 1 ? 5000 : 8000} },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { guard: '${version === 1 ? 'isUnlocked' : 'hasKey'}', target: 'open' },
        ${version === 1 ? "KNOCK: 'closed'," : "LOCK: 'locked',"}
      },
    },
    open: { on: { CLOSE: { guard: 'isGentle', target: 'closed' } }, after: { autoClose: 'closed' } },
    ${version === 1 ? '' : "locked: { on: { UNLOCK: 'closed' } },"}
  },
});
`;

// The first commit's registry lists the bare machine, as old registries did; the second today's entries.
const registry = (version: 1 | 2): string => `import { doorMachine } from './door.machine.ts';

export const machineRegistry = [${version === 1 ? 'doorMachine' : '{ machine: doorMachine, spec: [] }'}];
`;

const git = (cwd: string, ...args: string[]): string =>
  execFileSync(
    'git',
    ['-c', 'user.name=Tester', '-c', 'user.email=tester@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );

const linkNodeModules = (dir: string): void =>
  symlinkSync(join(PROJECT, 'node_modules'), join(dir, 'node_modules'), 'dir');

const diff = (root: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

let base: string;
let repo: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'statecharts-diff-repo-'));
  repo = join(base, 'repo');
  mkdirSync(join(repo, 'machines'), { recursive: true });
  writeFileSync(join(repo, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(repo, '.gitignore'), 'node_modules\n.test-results/\n');
  writeFileSync(join(repo, 'machines/registry.ts'), registry(1));
  writeFileSync(join(repo, 'machines/door.machine.ts'), doorMachine(1));
  linkNodeModules(repo);
  git(repo, 'init', '--quiet');
  git(repo, 'add', '-A');
  git(repo, 'commit', '--quiet', '-m', 'a door that opens with a key');
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('statecharts:diff in a throwaway repository', () => {
  it(
    'says there is nothing to compare on the first commit, and fails only outside the test command',
    () => {
      const alone = diff(repo);
      expect(alone.output).toContain(
        'HEAD~1 does not exist: HEAD has no commit before it; nothing compared.',
      );
      expect(alone.status).toBe(2);
      expect(diff(repo, '--if-changed').status).toBe(0);
    },
    SLOW,
  );

  it(
    'names the transitions, guards and delays a commit adds, removes or changes, and draws them',
    () => {
      writeFileSync(join(repo, 'machines/door.machine.ts'), doorMachine(2));
      writeFileSync(join(repo, 'machines/registry.ts'), registry(2));
      git(repo, 'commit', '--quiet', '-am', 'a door that locks');
      const { status, output } = diff(repo);
      expect(status).toBe(0);
      const lines = output.split('\n').map((line) => line.trim());
      expect(lines).toEqual(
        expect.arrayContaining([
          '+ locked (atomic)',
          '+ closed --LOCK--> locked',
          '+ locked --UNLOCK--> closed',
          '- closed --KNOCK--> closed',
          '~ closed --OPEN [hasKey]--> open  (guard isUnlocked -> hasKey)',
          '+ hasKey',
          '- isUnlocked',
          '~ isGentle: implementation changed',
          '~ autoClose: 5000 ms -> 8000 ms',
          'diagram: .test-results/statecharts-diff/door.svg',
        ]),
      );
      const svg = readFileSync(join(repo, '.test-results/statecharts-diff/door.svg'), 'utf8');
      // Added green, removed red (dashed), changed orange: the label of each edge carries its colour.
      expect(svg).toContain('fill="forestgreen">LOCK</text>');
      expect(svg).toContain('fill="red">KNOCK</text>');
      expect(svg).toContain('fill="darkorange">OPEN [hasKey]</text>');
      expect(svg).toContain('fill="red">OPEN [isUnlocked]</text>');
      expect(svg).toContain('fill="darkorange">CLOSE [isGentle]</text>');
      expect(svg).toContain('fill="darkorange">after autoClose (8000 ms)</text>');
    },
    SLOW,
  );

  it(
    'stays silent in the test command when no machine changed, and compares any ref',
    () => {
      writeFileSync(join(repo, 'README.md'), 'A door.\n');
      git(repo, 'add', 'README.md');
      git(repo, 'commit', '--quiet', '-m', 'words only');
      expect(diff(repo, '--if-changed')).toEqual({ status: 0, output: '' });
      expect(diff(repo, 'HEAD~2').output).toContain('+ closed --LOCK--> locked');
    },
    SLOW,
  );

  it(
    'fetches the previous commit into a shallow clone, and says so when there is no remote',
    () => {
      const clone = join(base, 'clone');
      git(base, 'clone', '--quiet', '--depth=1', `file://${repo}`, clone);
      linkNodeModules(clone);
      const fetched = diff(clone, 'HEAD~2');
      expect(fetched.output).toContain('fetched with `git fetch --quiet --deepen=2 origin`');
      expect(fetched.output).toContain('+ closed --LOCK--> locked');

      const lonely = join(base, 'lonely');
      git(base, 'clone', '--quiet', '--depth=1', `file://${repo}`, lonely);
      git(lonely, 'remote', 'remove', 'origin');
      const alone = diff(lonely, '--if-changed');
      expect(alone).toEqual({
        status: 0,
        output:
          'statecharts:diff: HEAD~1 is not in this shallow clone and there is no remote to fetch it from; nothing compared.\n',
      });
    },
    SLOW,
  );
});
