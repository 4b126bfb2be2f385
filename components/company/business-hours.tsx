import { each } from "@/components/ui/each";
import { businessHoursTitle } from "@/content/hours";
import { site } from "@/content/site";

type BusinessHoursProps = {
  /** Classes of the wrapper, which sets the text colour and alignment. */
  className?: string;
  titleClassName?: string;
  /** Classes of the list, which lays the day rows out. */
  listClassName?: string;
};

/** The spec's business hours, day by day, as content/site.ts holds them: the home page and the footer show them. */
export function BusinessHours({ className, titleClassName, listClassName }: BusinessHoursProps) {
  return (
    <div className={className}>
      <p className={titleClassName}>{businessHoursTitle}</p>
      <dl className={listClassName}>
        {each(site.hours, ({ days, time }) => (
          <div className="flex gap-2">
            <dt className="font-semibold">{days}</dt>
            <dd>{time}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
