import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server per DATA_DIR. A second server on the same folder used to take the first one's
 * PostgreSQL for an orphan and stop it; now the first server holds `DATA_DIR/orbita.lock`
 * (its pid and the kernel's start time of that pid) for as long as it runs, and everything
 * that touches PostgreSQL in DATA_DIR comes after taking it. A lock whose process is gone
 * (SIGKILL, power loss) is stale and taken over; the start time tells a reused pid apart.
 * The lock protects servers on one machine (one pid namespace), which is what DATA_DIR is.
 */
export const LOCK_FILE = 'orbita.lock';

interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); null where there is no /proc. */
  startTime: string | null;
  hostname: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Outro servidor Orbita (pid ${owner.pid}, desde ${owner.since}) já está usando o DATA_DIR ${dataDir}. ` +
        `Pare-o antes de iniciar outro, ou use outro DATA_DIR.\n` +
        `Another Orbita server (pid ${owner.pid}, since ${owner.since}) is already using DATA_DIR ${dataDir}. ` +
        `Stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid is alive but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (owner.startTime === null) return true;
  const now = processStartTime(owner.pid);
  return now === null || now === owner.startTime;
}

function readOwner(file: string): { raw: string; owner: LockOwner | null } | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(raw) as LockOwner;
    return { raw, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null };
  } catch {
    return { raw, owner: null }; // unreadable: no live server could have written it
  }
}

export interface DataDirLock {
  /** Removes the lock if it is still ours (idempotent). */
  release(): void;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError (bilingual message) while
 * another live process holds it. The lock file is written whole under a temporary name and
 * linked into place, so nobody ever reads a half-written lock.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    hostname: os.hostname(),
    since: new Date().toISOString(),
  };
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      if (createLock(file, temp)) return ownLock(file, me);
      const current = readOwner(file);
      if (!current) continue; // released meanwhile: try again
      if (current.owner && isRunning(current.owner))
        throw new DataDirLockedError(dataDir, current.owner);
      if (!current.owner && Date.now() - mtimeMs(file) < 2_000) {
        sleepSync(100); // being written by a server starting right now (no-link fallback)
        continue;
      }
      // Stale: remove it only if it is still the stale one we read.
      if (readOwner(file)?.raw === current.raw) fs.rmSync(file, { force: true });
    }
    throw new Error(`Não foi possível travar o DATA_DIR ${dataDir} (concorrência).`);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Hard links are atomic and complete; filesystems without them get an O_EXCL create. */
function createLock(file: string, temp: string): boolean {
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(code ?? '')) throw error;
  }
  try {
    fs.writeFileSync(file, fs.readFileSync(temp), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function mtimeMs(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ownLock(file: string, me: LockOwner): DataDirLock {
  const release = () => {
    process.removeListener('exit', release);
    const current = readOwner(file);
    if (current?.owner?.pid === me.pid && current.owner.startTime === me.startTime)
      fs.rmSync(file, { force: true });
  };
  // Any exit of this process, clean or not, ends its claim (SIGKILL leaves a stale lock).
  process.on('exit', release);
  return { release };
}
