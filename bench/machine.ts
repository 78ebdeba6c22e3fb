import { readFileSync } from "node:fs";

/**
 * What the rest of this shared virtual machine was doing during a run: its load average and the
 * CPU time the hypervisor gave to other machines (steal). Figures are comparable only side by
 * side, in the same minutes (docs/performance.md).
 */
export interface CpuTimes {
  total: number;
  steal: number;
  idle: number;
}

/** The machine's CPU counters from /proc/stat (all CPUs together, in clock ticks). */
export function cpuTimes(): CpuTimes {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [, , , idle = 0, iowait = 0, , , steal = 0] = ticks;
  return { total: ticks.reduce((sum, n) => sum + n, 0), steal, idle: idle + iowait };
}

export interface MachineDuring {
  /** Load average over the last minute, read when the run ended. */
  load1: number;
  /** Percent of all CPU time taken by the hypervisor for others during the run. */
  stealPercent: number;
  /** Percent of all CPU time busy (ours and everyone else's on this machine) during the run. */
  busyPercent: number;
}

export function machineSince(start: CpuTimes): MachineDuring {
  const end = cpuTimes();
  const total = Math.max(1, end.total - start.total);
  const load1 = Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
  return {
    load1,
    stealPercent: (100 * (end.steal - start.steal)) / total,
    busyPercent: (100 * (total - (end.idle - start.idle) - (end.steal - start.steal))) / total,
  };
}

export interface Memory {
  /** Resident memory now, MB. */
  rssMb: number;
  /** The process's resident peak so far, MB. */
  hwmMb: number;
}

/** VmRSS and VmHWM of a process, from /proc/<pid>/status. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}
