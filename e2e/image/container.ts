import { podman } from "../../tools/image/podman.mjs";

/** The image the suite tests: built by playwright.image.config.ts's global setup, or given as IMAGE. */
export const image = () => {
  if (!process.env.IMAGE) throw new Error("IMAGE is not set: run this suite through playwright.image.config.ts");
  return process.env.IMAGE;
};

/**
 * A container of the image on the host's network (all test traffic stays on loopback), with a read-only
 * root, a tmpfs /tmp and its two volumes, as docs/deploying.md runs it; removed with its volumes by `remove`.
 */
export function startContainer(name: string, port: number, env: Record<string, string> = {}) {
  const reference = image();
  const volumes = [`${name}-data`, `${name}-cache`];
  const remove = () => {
    podman(["rm", "--force", "--time=0", name]);
    for (const volume of volumes) podman(["volume", "rm", "--force", volume]);
  };
  // Whatever an interrupted earlier run left under these names.
  remove();
  try {
    for (const volume of volumes) podman(["volume", "create", volume]);
    podman([
      "run",
      "--detach",
      `--name=${name}`,
      "--network=host",
      "--read-only",
      "--tmpfs=/tmp",
      `--volume=${volumes[0]}:/app/data`,
      `--volume=${volumes[1]}:/app/.next/cache`,
      `--env=PORT=${port}`,
      ...Object.entries(env).map(([key, value]) => `--env=${key}=${value}`),
      reference,
    ]);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    exec: (...command: string[]) => podman(["exec", name, ...command]),
    remove,
  };
}
