// Child processes of the suite: started in their own process group, logs prefixed, stopped together.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 93];

export class ProcessGroup {
  #children = new Map();
  #pending = new Map();
  #stoppingAll = false;
  #colour = 0;

  constructor({ quiet = false } = {}) {
    this.quiet = quiet;
    this.logs = new Map();
    /** What stopped unexpectedly, newest last (the drills read it). */
    this.restarts = [];
  }

  /**
   * Starts `command args` as `name`; the last 200 lines of its output are kept for error reports.
   * With `restart`, an unexpected exit starts it again after a growing pause (1 s doubling to
   * 30 s; a run of a minute or more starts the count afresh), as a supervisor would.
   */
  start(name, command, args, { cwd, env, restart = false } = {}, backoffMs = 1000) {
    const startedAt = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const colour = COLOURS[this.#colour++ % COLOURS.length];
    const lines = [];
    this.logs.set(name, lines);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        if (!this.quiet) process.stdout.write(`\x1b[${colour}m${name.padEnd(12)}\x1b[0m ${line}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      if (this.#children.get(name) === child) this.#children.delete(name);
      if (child.stopping || this.#stoppingAll) return;
      const pause = Date.now() - startedAt >= 60_000 ? 1000 : backoffMs;
      const restarting = restart ? ` – starter på nytt om ${pause / 1000} s` : '';
      const message = `${name} stoppet uventet (kode ${code ?? signal})${restarting}`;
      this.restarts.push(message);
      if (!this.quiet) console.error(`\x1b[31m${message}\x1b[0m`);
      if (!restart) return;
      const timer = setTimeout(() => {
        this.#pending.delete(name);
        if (!this.#stoppingAll) {
          this.start(name, command, args, { cwd, env, restart }, Math.min(pause * 2, 30_000));
        }
      }, pause);
      this.#pending.set(name, timer);
    });
    this.#children.set(name, child);
    return child;
  }

  has(name) {
    return this.#children.has(name);
  }

  /** Stops one process group: SIGTERM, then SIGKILL after a grace period. */
  async stop(name, graceMs = 8000) {
    clearTimeout(this.#pending.get(name));
    this.#pending.delete(name);
    const child = this.#children.get(name);
    if (!child) return;
    child.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    this.#children.delete(name);
  }

  async stopAll() {
    this.#stoppingAll = true;
    for (const timer of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
    await Promise.all([...this.#children.keys()].map((name) => this.stop(name)));
  }

  /** The running process of `name`, for drills that kill it. */
  pidOf(name) {
    return this.#children.get(name)?.pid;
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion, failing with its output when it fails. */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} feilet (kode ${code})\n${output}`)),
    );
  });
}
