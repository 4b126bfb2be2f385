#!/usr/bin/env node
// npm run cluster -- start | stop | deploy | kill-instance N | start-instance N | replace-instance N | stop-redis | start-redis | stop-edge | start-edge
//                    | stop-postgres | start-postgres | stop-clamd | start-clamd | freeze NAME | thaw NAME
//                    | edge-purges refuse|accept
//   start  builds once (CLUSTER_SKIP_BUILD=1 reuses the last cluster build), starts PostgreSQL, Redis, clamd,
//          the instances (containers of the build's image), nginx (the internal balancer) and the edge (Varnish, whose backends are the
//          instances themselves) on loopback, and prints EDGE_URL, LB_URL, INSTANCE_URLS, DATABASE_URL, REDIS_URL
//   stop   stops all of it by the PIDs recorded in CLUSTER_DIR
//   deploy builds anew and moves the instances to it one at a time, dropping no request (each leaves
//          nginx and the edge's rotation, drains, exits by itself, and comes back once ready), then runs
//          `npm run edge:purge` against an instance, which queues the old build's purge for the edge
// The rest are for tests: SIGKILL, restart or replace (as a deploy does, on the same build) one instance (1-based), stop or start Redis, PostgreSQL, clamd or
// the edge, freeze (SIGSTOP) or thaw (SIGCONT) a peer whole (postgres with its backends, redis), and make the
// running edge refuse purges with 503 or take them again (its store is kept).
import {
  clusterSettings,
  deploy,
  freezePeer,
  replaceInstance,
  sendInstance,
  setEdgePurges,
  startCluster,
  startEdge,
  startInstance,
  startPostgres,
  startClamd,
  startRedis,
  stopCluster,
  stopProcess,
} from "./topology.mjs";

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
      console.error(`[cluster] ${/** @type {Error} */ (error).message}; stopping what was started`);
      await stopCluster(settings);
      process.exit(1);
    }
    break;
  }
  case "stop":
    await stopCluster(settings);
    break;
  case "kill-instance":
    sendInstance(settings, instance(), "SIGKILL");
    break;
  case "start-instance":
    await startInstance(settings, instance());
    break;
  case "replace-instance":
    await replaceInstance(settings, instance());
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
  case "edge-purges":
    if (argument !== "refuse" && argument !== "accept") throw new Error("edge-purges takes refuse or accept");
    setEdgePurges(settings, argument === "accept");
    break;
  case "stop-postgres":
    await stopProcess(settings, "postgres", "SIGINT");
    break;
  case "start-postgres":
    await startPostgres(settings);
    break;
  // Without a NAME, freezePeer finds no "undefined.pid" and throws.
  case "freeze":
    freezePeer(settings, /** @type {string} */ (argument), true);
    break;
  case "thaw":
    freezePeer(settings, /** @type {string} */ (argument), false);
    break;
  case "stop-redis":
    await stopProcess(settings, "redis");
    break;
  case "start-redis":
    await startRedis(settings);
    break;
  case "stop-clamd":
    await stopProcess(settings, "clamd");
    break;
  case "start-clamd":
    await startClamd(settings);
    break;
  default:
    console.error(
      "usage: npm run cluster -- start|stop|deploy|kill-instance N|start-instance N|replace-instance N|stop-redis|start-redis|stop-edge|start-edge|stop-postgres|start-postgres|stop-clamd|start-clamd|freeze NAME|thaw NAME|edge-purges refuse|accept",
    );
    process.exit(2);
}
