import { SvgIcon } from "@/components/ui/svg-icon";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { BusinessHours } from "@/components/company/business-hours";
import { layoutCopy } from "@/content/layout";
import { footerColumns, tickerWords } from "@/content/navigation";
import { formatOffice, site } from "@/content/site";
import { each } from "@/components/ui/each";
import { Container } from "@/components/ui/container";
import { LogoMark } from "./logo";
import { Ticker } from "./ticker";

export function SiteFooter() {
  const [headquarters] = site.offices;
  return (
    <footer className="foot">
      <Ticker words={tickerWords} />
      <Container className="foot-grid">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 font-display text-xl font-bold text-white">
            <LogoMark defineGradient={false} /> {site.name}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-6">{layoutCopy.footer.about}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex gap-3">
              <SvgIcon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <address className="not-italic">{formatOffice(headquarters)}</address>
            </li>
            <li className="flex gap-3">
              <SvgIcon icon={Phone} className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={site.phoneHref}>{site.phone}</a>
            </li>
            <li className="flex gap-3">
              <SvgIcon icon={Mail} className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li className="flex gap-3">
              <SvgIcon icon={Clock} className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <BusinessHours titleClassName="font-medium text-white" listClassName="mt-1 space-y-1" />
            </li>
          </ul>
        </div>
        {each(footerColumns, (column) => (
          <nav aria-label={layoutCopy.footer.columnLabel(column.title)}>
            <h2 className="foot-title">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {each(column.links, (link) => (
                <li>
                  <HoverPrefetchLink href={link.href}>{link.label}</HoverPrefetchLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="foot-bar">
          <p>
            © {new Date().getFullYear()} {site.legalName} {layoutCopy.footer.rights}
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <p className="sr-only">{layoutCopy.footer.comingSoon}</p>
            <ul className="flex gap-4 text-ink-400">
              {each(site.social, (name) => (
                <li>{name}</li>
              ))}
            </ul>
            <ul className="flex gap-4 text-ink-400">
              {each(site.legal, (item) => (
                <li>
                  {"href" in item ? <HoverPrefetchLink href={item.href}>{item.label}</HoverPrefetchLink> : item.label}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </div>
    </footer>
  );
}
