/** @jest-environment node */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { captureLog } from "./log-lines";
import { sharedRedis } from "../redis-client.mjs";
import { waitFor } from "../../tools/kit/processes.ts";

/** Polls until `check` holds; fails the test after `ms`. */
const until = (check: () => unknown, ms = 5_000) => waitFor("the condition", check, ms, 20);

/** Just enough of Redis for a client to connect: every command is answered OK. */
function fakeRedis(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("data", (chunk) => {
      const commands = chunk
        .toString()
        .split("\r\n")
        .filter((line) => line.startsWith("*")).length;
      socket.write("+OK\r\n".repeat(commands));
    });
  });
  return {
    listening: new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

it("logs once when Redis cannot be reached, however often the client retries, and once when it connects again", async () => {
  const logged = captureLog();
  const spare = net.createServer();
  await new Promise<void>((resolve) => spare.listen(0, "127.0.0.1", resolve));
  const { port } = spare.address() as AddressInfo;
  await new Promise<void>((resolve) => spare.close(() => resolve()));

  const client = sharedRedis(`redis://127.0.0.1:${port}`);
  try {
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(logged.events("redis.connection_failed")).toEqual([
      expect.objectContaining({ level: "warn", code: "ECONNREFUSED" }),
    ]);

    const redis = fakeRedis(port);
    await redis.listening;
    await until(() => logged.events("redis.connection_failed.recovered").length === 1);
    await redis.stop();
    await until(() => logged.events("redis.connection_failed").length === 2);
    expect(JSON.stringify(logged.lines)).not.toContain(String(port));
  } finally {
    client.destroy();
    logged.restore();
  }
});
