import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { ROOT } from './server.ts';

/**
 * What the stress servers run. Each fresh server starts from the working tree, so a change during a run (a merge, an
 * edit) means later rounds measure other code; and a development server seeded from another db.json reloads the seed
 * (seedIfNeeded), which empties what earlier rounds stored: acknowledged writes would look lost. The fingerprint is
 * the commit, the changes to tracked files and the untracked files' names; outside a git checkout it cannot tell.
 */
function treeFingerprint(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    return createHash('sha256').update(git('rev-parse', 'HEAD')).update(git('diff', 'HEAD', '--binary')).update(git('ls-files', '--others', '--exclude-standard')).digest('hex');
  } catch {
    return 'not a git checkout';
  }
}

const atStart = treeFingerprint();
let seenChanged = false;

/** Whether the code or the seed changed since the run began, now or at any earlier look (a change undone still counts). */
export function treeChanged(): boolean {
  seenChanged ||= treeFingerprint() !== atStart;
  return seenChanged;
}
