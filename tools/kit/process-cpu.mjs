// CPU time used by a process group, from /proc (Linux): what a server spends per request does not depend on
// how many other processes share the host, while its requests per second do.
import fs from "node:fs";

const msPerTick = 10; // USER_HZ is 100 on Linux.

/**
 * Milliseconds of user + system CPU used so far by every live process in the group `pgid`.
 *
 * @param {number} pgid
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Exited while we looked.
    }
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * msPerTick;
}
