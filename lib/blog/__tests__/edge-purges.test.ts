/** @jest-environment node */
import { edgePurgesFor, revalidateBodySchema } from "../revalidate";

const change = (fields: Record<string, unknown>) =>
  edgePurgesFor(revalidateBodySchema.parse({ event: "save", id: 7, slug: "a-post", status: "publish", ...fields }));

describe("the edge's purges for a WordPress change", () => {
  it("are soft for a publish or an update: the post's page and every list stay served through an outage", () => {
    expect(change({})).toEqual([{ keys: ["posts", "post-a-post"], kind: "soft" }]);
  });

  it("drop a renamed post's old page, which now answers the 404", () => {
    expect(change({ previous_slug: "old-post" })).toEqual([
      { keys: ["posts", "post-a-post"], kind: "soft" },
      { keys: ["post-old-post"], kind: "hard" },
    ]);
  });

  it.each(["draft", "pending", "private", "future"])(
    "drop the page of a post moved to %s, which the site no longer lists",
    (status) => {
      expect(change({ status })).toEqual([
        { keys: ["posts"], kind: "soft" },
        { keys: ["post-a-post"], kind: "hard" },
      ]);
    },
  );

  it("drop a trashed post's page under the slug it had and the one WordPress gave it in the trash", () => {
    expect(change({ status: "trash", slug: "a-post__trashed", previous_slug: "a-post" })).toEqual([
      { keys: ["posts"], kind: "soft" },
      { keys: ["post-a-post__trashed", "post-a-post"], kind: "hard" },
    ]);
  });

  it("drop a deleted post's page", () => {
    expect(change({ event: "delete", status: "deleted" })).toEqual([
      { keys: ["posts"], kind: "soft" },
      { keys: ["post-a-post"], kind: "hard" },
    ]);
  });
});
