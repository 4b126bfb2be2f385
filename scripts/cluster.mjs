#!/usr/bin/env node
// npm run cluster -- start | stop | kill-instance N | start-instance N | stop-redis | start-redis
// npm run cluster -- start | stop | deploy | kill-instance N | start-instance N | stop-redis | start-redis | stop-edge | start-edge
//                    | stop-postgres | start-postgres | freeze NAME | thaw NAME
//   start  builds once (CLUSTER_SKIP_BUILD=1 reuses the last cluster build), starts PostgreSQL, Redis,
//          the instances, nginx and the edge (Varnish) on loopback, and prints EDGE_URL, LB_URL,
//          INSTANCE_URLS, DATABASE_URL, REDIS_URL
//   stop   stops all of it by the PIDs recorded in CLUSTER_DIR
//   deploy builds anew, switches the instances to it one by one, then purges the old build at the edge
// The rest are for tests: SIGKILL or restart one instance (1-based), stop or start Redis, PostgreSQL or
// the edge, freeze (SIGSTOP) or thaw (SIGCONT) a peer's process group (postgres, redis).
import {
  clusterSettings,
  deploy,
  signalProcess,
  startCluster,
  startEdge,
  startInstance,
  startPostgres,
  startRedis,
  stopCluster,
  stopProcess,
} from "./lib/cluster.mjs";

const [command, argument] = process.argv.slice(2);
const settings = clusterSettings();
const instance = () => {
  const index = Number(argument) - 1;
  if (!(index >= 0 && index < settings.instancePorts.length))
    throw new Error(`instance must be 1..${settings.instancePorts.length}`);
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
  case "deploy": {
    const { from, to } = await deploy(settings);
    console.log(`DEPLOYED_FROM=${from}\nDEPLOYED_TO=${to}`);
    break;
  }
  case "stop-edge":
    await stopProcess(settings, "edge");
    break;
  case "start-edge":
    await startEdge(settings);
    break;
  case "stop-postgres":
    await stopProcess(settings, "postgres", "SIGINT");
    break;
  case "start-postgres":
    await startPostgres(settings);
    break;
  case "freeze":
    signalProcess(settings, argument, "SIGSTOP");
    break;
  case "thaw":
    signalProcess(settings, argument, "SIGCONT");
    break;
  case "stop-redis":
    await stopProcess(settings, "redis");
    break;
  case "start-redis":
    await startRedis(settings);
    break;
  default:
    console.error(
      "usage: npm run cluster -- start|stop|deploy|kill-instance N|start-instance N|stop-redis|start-redis|stop-edge|start-edge|stop-postgres|start-postgres|freeze NAME|thaw NAME",
    );
    process.exit(2);
}
