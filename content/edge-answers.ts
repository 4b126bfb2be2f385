/** The `message` of the deploy purge endpoint's answers (app/api/edge/purge), as `npm run edge:purge` prints them. */
export const edgePurgeAnswers = {
  off: "Edge purges are not configured on this instance (no DEPLOY_PURGE_SECRET).",
  badSecret: "Invalid secret.",
  tooLarge: "Body too large.",
  notJson: "Body must be JSON.",
  badBody: 'Expected {"deployment": "<the previous build\'s DEPLOYMENT_ID>"}: up to 100 letters, digits, _ . or -.',
  current:
    "That is the build this instance runs: purge a build only once no instance runs it, or the edge stores its pages again.",
  noEdge: "No CDN_PROVIDER on this instance: there is no edge to purge.",
  queued: "Queued: the edge drops the build's pages as soon as it takes the purge.",
};
