import { z } from "zod";
import { edgePurgeAnswers as say } from "@/content/edge-answers";
import { secretMatches } from "@/lib/blog/revalidate";
import { config } from "@/lib/config";
import { edgeKeys } from "@/lib/edge/keys.mjs";
import { DEPLOYMENT_ID_FORM } from "@/lib/settings.mjs";
import { readCheckedJson, uncachedJson } from "@/lib/server/read-body";
import { requestLog } from "@/lib/server/request-log";
import { runtime } from "@/lib/server/runtime";

const MAX_BODY_BYTES = 1024;

const bodySchema = z.object({ deployment: z.string().regex(DEPLOYMENT_ID_FORM) }).strict();

const bearer = (header: string | null) => /^Bearer (\S+)$/i.exec(header ?? "")?.[1] ?? null;

/**
 * A deploy's last step (`npm run edge:purge`): once no instance of the previous build is in rotation, the
 * edge must drop that build's pages, which name its hashed scripts and are stored for a year. The purge
 * goes through the same durable queue and adapter as the webhook's, so it is retried until the edge takes
 * it, with the provider's token, which only the instances hold. For operators alone, with
 * DEPLOY_PURGE_SECRET as a bearer token (never the webhook's, which WordPress holds); the edge and nginx
 * refuse /api/edge/ to visitors like /api/ready.
 */
export async function POST(request: Request) {
  const { deployPurgeSecret, deploymentId } = config();
  if (!deployPurgeSecret) return uncachedJson(404, { message: say.off });
  if (!secretMatches(bearer(request.headers.get("authorization")), deployPurgeSecret))
    return uncachedJson(401, { message: say.badSecret });

  const parsed = await readCheckedJson(request, MAX_BODY_BYTES, bodySchema, say);
  if ("refusal" in parsed) return parsed.refusal;

  const key = edgeKeys.deployment(parsed.data.deployment);
  // Compared as keys: two spellings of one id (letter case) name the same pages at the edge.
  if (deploymentId && key === edgeKeys.deployment(deploymentId)) return uncachedJson(409, { message: say.current });
  const edge = await runtime().edge.purge([key], "hard");
  requestLog(request, "/api/edge/purge").info(
    { event: "edge.deploy_purge", deployment: parsed.data.deployment, keys: [key], edge },
    edge === "queued" ? "the previous build's pages are queued for a purge at the edge" : "no edge to purge",
  );
  return edge === "queued"
    ? uncachedJson(202, { edge, keys: [key], message: say.queued })
    : uncachedJson(200, { edge, message: say.noEdge });
}
