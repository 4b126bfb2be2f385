export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

/** The shape every button shares, a component class in lib/css/globals.css. */
const base = "btn";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-glow hover:bg-brand-700",
  secondary: "bg-ink-900 text-white hover:bg-ink-800",
  outline: "border border-ink-300 bg-white text-ink-900 hover:border-brand-500 hover:text-brand-700",
  ghost: "text-brand-700 hover:bg-brand-50",
  light: "border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-4 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(" ");
}
