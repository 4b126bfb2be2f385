import { SvgIcon } from "@/components/ui/svg-icon";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { formatOffice, site } from "@/content/site";

/** Email, phone, address and hours, from the company's facts in content/site.ts. */
export function ContactCards({ email = site.email }: { email?: string }) {
  const [headquarters] = site.offices;
  const cards = [
    { icon: Mail, title: "Email", value: email, href: `mailto:${email}`, note: `Reply within ${site.responseTime}` },
    { icon: Phone, title: "Phone", value: site.phone, href: site.phoneHref, note: site.weekdayHours },
    { icon: MapPin, title: "Address", value: formatOffice(headquarters), note: "Also in Dewas and Delhi" },
    { icon: Clock, title: "Hours", value: site.weekdayHours, note: "Sat 10AM-4PM IST · Sun closed" },
  ];
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: Icon, title, value, href, note }) => (
        <li key={title} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <SvgIcon icon={Icon} className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-ink-900">{title}</h3>
          {href ? (
            <a href={href} className="mt-1 block break-words text-sm font-medium text-brand-700 hover:underline">{value}</a>
          ) : (
            <p className="mt-1 text-sm text-ink-700">{value}</p>
          )}
          <p className="mt-1 text-xs text-ink-600">{note}</p>
        </li>
      ))}
    </ul>
  );
}
