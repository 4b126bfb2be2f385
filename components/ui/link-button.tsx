import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles";
import { HoverPrefetchLink } from "./hover-prefetch-link";

type LinkButtonProps = ComponentProps<typeof HoverPrefetchLink> & { variant?: ButtonVariant; size?: ButtonSize };

/** Calls to action sit above the fold on most pages, so they prefetch on intent rather than on sight. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <HoverPrefetchLink className={buttonClasses(variant, size, className)} {...props} />;
}
