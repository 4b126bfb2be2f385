// The names podman gives the containers cluster's instances (tools/cluster/instance-containers.mjs), for it and the suite.

/** @param {number} index 0-based */
export const podName = (index) => `nexaloom-site-${index + 1}-pod-0`;

/** @param {number} index 0-based */
export const claimName = (index) => `nexaloom-data-${index + 1}`;
