import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { PREVIEW_COOKIE } from "@/lib/blog/preview";

export const dynamic = "force-dynamic";

/** The preview bar's "Exit preview": Draft Mode off, the previewed post forgotten, back to the blog. */
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect("/blog");
}
