// Types of tools/cdn-contract/fastly.mjs (the project compiles TypeScript only).
import type { ContractServer } from "./contract-server.mjs";

export declare function startFastlyContract(options: {
  port?: number;
  serviceId: string;
  token: string;
}): Promise<ContractServer>;
