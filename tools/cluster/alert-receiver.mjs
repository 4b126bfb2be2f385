#!/usr/bin/env node
// The cluster's stand-in for a pager, a ticket system and a dead-man's switch:
// `node tools/cluster/alert-receiver.mjs PORT FILE` listens on 127.0.0.1 and appends each notification
// Alertmanager posts (its webhook's JSON, naming the receiver) to FILE as one line. GET answers 200,
// so the cluster can wait for it.
import fs from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error("usage: node tools/cluster/alert-receiver.mjs PORT FILE");
  process.exit(2);
}

http
  .createServer((request, response) => {
    // Alertmanager keeps idle connections longer than Node does; a post on one Node has just closed fails.
    response.setHeader("connection", "close");
    if (request.method !== "POST") return response.writeHead(request.method === "GET" ? 200 : 405).end();
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      let notification;
      try {
        notification = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return response.writeHead(400).end();
      }
      fs.appendFileSync(file, `${JSON.stringify(notification)}\n`);
      response.writeHead(200).end();
    });
  })
  .listen(Number(port), "127.0.0.1");
