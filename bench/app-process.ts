import { spawn } from "node:child_process";
import { existsSync, openSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * One checkout of the app, started the way its own `npm run serve` starts it, in a process
 * group of its own (decision 028). The server is the node process under npm (and under tsx,
 * or whatever the checkout's `serve` runs) that listens on the port: its pid is the one whose
 * memory is read.
 */
export interface AppProcess {
  label: string;
  dir: string;
  port: number;
  /** The node process that serves (holds the listening socket). */
  serverPid: number;
  /** What `serve` runs in this checkout. */
  serveScript: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  label: string;
  dir: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** How long start-up may take (a first start migrates and seeds). */
  timeoutMs: number;
}

/** Process groups this bench started and that have not exited: ended by `stopStarting`. */
const groups = new Set<number>();

/**
 * Ends every app still starting or running (an interrupted bench): SIGTERM to each group it
 * started, SIGKILL to what is left after 10 s.
 */
export async function stopStarting(): Promise<void> {
  for (const leaderPid of groups) killGroup(leaderPid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (groups.size > 0 && Date.now() < deadline) await sleep(100);
  for (const leaderPid of groups) killGroup(leaderPid, "SIGKILL");
}

export function serveScriptOf(dir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.serve;
  if (!script) throw new Error(`${dir}/package.json has no "serve" script`);
  return script;
}

export async function startApp(options: StartOptions): Promise<AppProcess> {
  const serveScript = serveScriptOf(options.dir);
  const log = openSync(options.logFile, "a");
  const npm = spawn("npm", ["run", "--silent", "serve"], {
    cwd: options.dir,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
    // Its own process group: the bench can end everything it started, and only that.
    detached: true,
  });
  const leaderPid = npm.pid;
  if (leaderPid === undefined) throw new Error(`${options.label}: npm did not start`);
  groups.add(leaderPid);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    npm.once("exit", () => {
      exited = true;
      groups.delete(leaderPid);
      resolve();
    }),
  );

  const deadline = Date.now() + options.timeoutMs;
  while (!(await isReady(options.port))) {
    if (exited) throw new Error(`${options.label} exited during start-up; see ${options.logFile}`);
    if (Date.now() > deadline) {
      killGroup(leaderPid, "SIGKILL");
      throw new Error(`${options.label} not ready after ${options.timeoutMs / 1000} s; see ${options.logFile}`);
    }
    await sleep(250);
  }
  const serverPid = listenerPid(leaderPid, options.port);

  return {
    label: options.label,
    dir: options.dir,
    port: options.port,
    serverPid,
    serveScript,
    async stop() {
      if (exited) return;
      // The server shuts down gracefully on SIGTERM (its database flushes); the wrappers follow.
      process.kill(serverPid, "SIGTERM");
      const stopped = await Promise.race([exit.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) killGroup(leaderPid, "SIGKILL");
      await exit;
    },
  };
}

function killGroup(leaderPid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-leaderPid, signal);
  } catch {
    // Already gone.
  }
}

async function isReady(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) });
    await answer.arrayBuffer();
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** The process among `rootPid` and its descendants that holds the socket listening on `port`. */
function listenerPid(rootPid: number, port: number): number {
  const inodes = listeningInodes(port);
  const candidates = [rootPid, ...descendantsOf(rootPid)];
  for (const pid of candidates) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  throw new Error(`no process under pid ${rootPid} listens on port ${port}`);
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; field 9 is the inode.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function descendantsOf(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid ...": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const result: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    for (const child of children.get(pid) ?? []) {
      result.push(child);
      queue.push(child);
    }
  }
  return result;
}
