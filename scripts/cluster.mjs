#!/usr/bin/env node
// npm run cluster -- start | stop | kill-instance N | start-instance N | stop-redis | start-redis
//   start  builds once (CLUSTER_SKIP_BUILD=1 reuses the last cluster build), starts PostgreSQL, Redis,
//          the instances and nginx on loopback, and prints LB_URL, INSTANCE_URLS, DATABASE_URL, REDIS_URL
//   stop   stops all of it by the PIDs recorded in CLUSTER_DIR
// The rest are for tests: SIGKILL or restart one instance (1-based), stop or start Redis.
import { clusterSettings, startCluster, startInstance, startRedis, stopCluster, stopProcess } from "./lib/cluster.mjs";

const [command, argument] = process.argv.slice(2);
const settings = clusterSettings();
const instance = () => {
  const index = Number(argument) - 1;
  if (!(index >= 0 && index < settings.instancePorts.length)) throw new Error(`instance must be 1..${settings.instancePorts.length}`);
  return index;
};

switch (command) {
  case "start": {
    try {
      const urls = await startCluster(settings, { skipBuild: process.env.CLUSTER_SKIP_BUILD === "1" });
      for (const [name, value] of Object.entries(urls)) console.log(`${name}=${value}`);
    } catch (error) {
      console.error(`[cluster] ${error.message}; stopping what was started`);
      await stopCluster(settings);
      process.exit(1);
    }
    break;
  }
  case "stop":
    await stopCluster(settings);
    break;
  case "kill-instance":
    await stopProcess(settings, `instance-${instance() + 1}`, "SIGKILL");
    break;
  case "start-instance":
    await startInstance(settings, instance());
    break;
  case "stop-redis":
    await stopProcess(settings, "redis");
    break;
  case "start-redis":
    await startRedis(settings);
    break;
  default:
    console.error("usage: npm run cluster -- start|stop|kill-instance N|start-instance N|stop-redis|start-redis");
    process.exit(2);
}
