// Types of tools/cdn-contract/cloudflare.mjs (the project compiles TypeScript only).
import type { ContractServer } from "./contract-server.mjs";

export declare function startCloudflareContract(options: {
  port?: number;
  zoneId: string;
  token: string;
}): Promise<ContractServer>;
