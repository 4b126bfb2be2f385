import { SvgIcon } from "@/components/ui/svg-icon";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { each } from "@/components/ui/each";
import { contactCardsCopy as copy } from "@/content/contact-cards";
import { weekdayHours, weekendHours } from "@/content/hours";
import { formatOffice, site } from "@/content/site";

type ContactCardsProps = { email?: string };

/** Email, phone, address and hours, from the company's facts in content/site.ts. */
/** Every page states the hours in the company's one time zone (IST): the offices are in Indore, Dewas and Delhi. */
export function ContactCards({ email = site.email }: ContactCardsProps) {
  const [headquarters] = site.offices;
  const cards = [
    { icon: Mail, title: copy.email.title, value: email, href: `mailto:${email}`, note: copy.email.note },
    {
      icon: Phone,
      title: copy.phone.title,
      value: site.phone,
      href: site.phoneHref,
      note: weekdayHours(site.timeZone),
    },
    { icon: MapPin, title: copy.address.title, value: formatOffice(headquarters), note: copy.address.note },
    { icon: Clock, title: copy.hours.title, value: weekdayHours(site.timeZone), note: weekendHours(site.timeZone) },
  ];
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {each(cards, ({ icon: Icon, title, value, href, note }) => (
        <li className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <SvgIcon icon={Icon} className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-ink-900">{title}</h3>
          {href ? (
            <a href={href} className="mt-1 block text-sm font-medium break-words text-brand-700 hover:underline">
              {value}
            </a>
          ) : (
            <p className="mt-1 text-sm text-ink-700">{value}</p>
          )}
          <p className="mt-1 text-xs text-ink-600">{note}</p>
        </li>
      ))}
    </ul>
  );
}
