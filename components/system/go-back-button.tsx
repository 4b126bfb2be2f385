"use client";

import { ArrowLeft } from "lucide-react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

/** Returns to the previous page, or home when this page was opened directly. */
export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClasses("light", "lg")}
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
    >
      <SvgIcon icon={ArrowLeft} className="size-4" />
      {label}
    </button>
  );
}
