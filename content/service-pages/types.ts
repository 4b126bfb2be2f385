import type { IconKey } from "../icons";
import type { RoutePath } from "../routes";

export type Action = { label: string; href: RoutePath; variant?: "primary" | "light" | "outline" };
type CardItem = { title: string; description: string; icon?: IconKey; features?: string[] };
type CaseItem = {
  client: string;
  industry?: string;
  description: string;
  metrics: { value: string; label: string }[];
  timeframe?: string;
  challenge?: string;
  solution?: string;
  link?: { label: string; href: RoutePath };
};

export type ServiceSection =
  | { kind: "cards"; id: string; title: string; lead?: string; items: CardItem[]; columns?: 3 | 4 }
  | { kind: "tags"; id: string; title: string; lead?: string; items: string[] }
  | { kind: "process"; id: string; title: string; steps: { title: string; description: string }[] }
  | { kind: "cases"; id: string; title: string; lead?: string; items: CaseItem[] };

/** One service page: a hero, then sections in order, then a closing call to action. */
export type ServicePage = {
  path: RoutePath;
  eyebrow: string;
  title: string;
  lead: string;
  back?: boolean;
  actions: Action[];
  stats?: { value: string; label: string }[];
  sections: ServiceSection[];
  cta: { title: string; lead: string; actions: Action[] };
};
