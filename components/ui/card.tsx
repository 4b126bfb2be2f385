import type { HTMLAttributes } from "react";

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "article" | "li"; interactive?: boolean };

export function Card({ as: Tag = "div", interactive = false, className = "", ...props }: CardProps) {
  return <Tag className={`card p-6 ${interactive ? "card-hover" : ""} ${className}`} {...props} />;
}
