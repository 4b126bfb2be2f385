export function writeAtomic(file: string, data: Uint8Array | string): Promise<void>;
