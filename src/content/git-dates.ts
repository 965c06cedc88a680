// "Last updated" dates from git: when each content file was last committed.
// One `git log` for the whole folder, not one per file, so that a site of
// thousands of pages asks git once. Outside a git repository, or without git,
// there are no dates and pages say nothing.
import { execFile } from 'node:child_process';
import path from 'node:path';

/** Content path → ISO date of the last commit that touched it. */
export async function lastCommitDates(contentDir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = await new Promise<string>((resolve, reject) => {
      execFile('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--relative', '--', '.'], { cwd: contentDir, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
  } catch {
    return dates; // not a repository, no git, no commits yet
  }
  // Newest commit first: a file's first appearance is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.trim().split('\n');
    for (const file of files) {
      const rel = file.trim().split(path.sep).join('/');
      if (rel && !dates.has(rel)) dates.set(rel, date.trim());
    }
  }
  return dates;
}
