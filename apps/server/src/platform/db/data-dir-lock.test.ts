import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartTime } from './data-dir-lock';

/** One server per DATA_DIR: a live owner keeps it, a dead (or reused) pid's lock is stale. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-lock-'));
  dirs.push(dir);
  return dir;
}
const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
const writeLock = (dir: string, owner: object) =>
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ since: 'ontem', ...owner }));

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first lives, in pt-BR and English', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect(String((refusal as Error).message)).toContain('Outro servidor Orbita');
    expect(String((refusal as Error).message)).toContain('Another Orbita server');
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    await new Promise((r) => other.once('spawn', r));
    try {
      writeLock(dir, { pid: other.pid, startTime: processStartTime(other.pid!) });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
    }
    await new Promise((r) => other.once('exit', r));
    // Its owner is gone now: the lock is stale and taken over.
    lockDataDir(dir).release();
  });

  it('takes over a stale lock: a dead pid, a reused pid, or garbage', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 2 ** 22 + 1, startTime: '1' });
    const a = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    a.release();
    // Our own pid with another start time: a previous process whose pid was reused.
    writeLock(dir, { pid: process.pid, startTime: '1' });
    const b = lockDataDir(dir);
    expect(lockOf(dir).startTime).toBe(processStartTime(process.pid));
    b.release();
    // Unreadable: a lock being written right now is waited for, an old one is stale.
    fs.writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, LOCK_FILE), old, old);
    lockDataDir(dir).release();
  });

  it('waits for a lock being written (no hard links) instead of taking it for stale', async () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    const writer = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       fs.writeFileSync(${JSON.stringify(file)}, '{"pid":');
       setTimeout(() => {
         fs.writeFileSync(${JSON.stringify(file)}, JSON.stringify({ pid: process.pid, startTime: null, since: 'agora' }));
         setTimeout(() => {}, 30000);
       }, 300);`,
    ]);
    try {
      while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 10));
      let refusal: unknown;
      try {
        lockDataDir(dir).release();
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as DataDirLockedError).owner.pid).toBe(writer.pid);
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('release leaves a lock that is no longer ours alone', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: 1, startTime: processStartTime(1) });
    lock.release();
    expect(lockOf(dir).pid).toBe(1);
  });
});
