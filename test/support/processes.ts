/** Servers started by tests: in their own process group, stopped as a group (no orphans). */
import { type ChildProcess, spawn } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): Started {
  let output = '';
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
