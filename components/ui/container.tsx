import type { HTMLAttributes } from "react";

export function Container({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `wrap ${className}` : "wrap"} {...props} />;
}
