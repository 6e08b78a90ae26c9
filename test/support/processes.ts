/** Servers started by tests: in their own process group, stopped as a group (no orphans). */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { DEV_ROLL_KEYS } from '../../src/db/roll-keys.js';

export interface Started {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A server on a Postgres server refuses to start without ROLL_LOG_KEYS (src/db/roll-key-file.ts):
 * the tests' servers there sign with the public development key, named here, unless a test
 * gives its own (or an empty one, to see the refusal).
 */
function withTestKeys(env: Record<string, string>): Record<string, string> {
  return env.DATABASE_URL && env.ROLL_LOG_KEYS === undefined ? { ...env, ROLL_LOG_KEYS: DEV_ROLL_KEYS } : env;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): Started {
  let output = '';
  const child = spawn(command, args, { env: { ...process.env, ...withTestKeys(env) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {}
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * kill -9 a started process and everything under it, and wait until all of them are gone. The
 * leader (`tsx`) is reported gone before the node process it started has died, and a process
 * blocked on a busy disk dies only once its write returns: a test that reruns at once could find
 * the dying process still holding what it held (a data folder's lock). Zombies count as gone.
 */
export async function killGroup(started: Started, timeoutMs = 30_000): Promise<void> {
  const pid = started.child.pid!;
  const exited = started.child.exitCode !== null || started.child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
  await exited;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && groupLives(pid)) await new Promise((r) => setTimeout(r, 20));
}

/** Whether a process of this group still runs (Linux's /proc; elsewhere, assume not). */
function groupLives(pgid: number): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return false;
  }
  return pids.some((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(group) === pgid && state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  });
}

/** Poll a URL until it answers, or fail with the process's output (bounded for a loaded machine: a start can take a minute there). */
export async function waitForHttp(url: string, started: Started, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`process exited early:\n${started.output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}:\n${started.output()}`);
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The port a server started with PORT=0 printed it listens on ("… on http://<host>:<port>/graphql").
 * Binding a free port in the server itself leaves no gap for another test's listener to take a
 * port chosen beforehand (and then answer in its place).
 */
export async function printedPort(server: Started, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = /on http:\/\/[^\s/]+:(\d+)\/graphql/.exec(server.output());
    if (found) return Number(found[1]);
    if (server.child.exitCode !== null) throw new Error(`the server exited before listening:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server printed no port in ${timeoutMs} ms:\n${server.output()}`);
}
