import { site } from "./site";

type HoursEntry = (typeof site.hours)[number];

/** "9:00-18:00" as a card prints it, "9AM-6PM"; an entry with no times ("Closed") stays as it is. */
export function shortTime(time: string): string {
  return time.replace(/(\d{1,2}):00/g, (_, hour: string) => {
    const value = Number(hour);
    return `${value % 12 || 12}${value < 12 ? "AM" : "PM"}`;
  });
}

const [weekdays, ...weekend] = site.hours;

const printed = (entry: HoursEntry, timeZone: string) =>
  /\d/.test(entry.time)
    ? `${entry.days} ${shortTime(entry.time)} ${timeZone}`
    : `${entry.days} ${entry.time.toLowerCase()}`;

/** The weekday line of a contact card, e.g. "Mon-Fri 9AM-6PM IST". */
export const weekdayHours = (timeZone: string) => printed(weekdays, timeZone);

/** The weekend under it, e.g. "Sat 10AM-4PM IST · Sun closed". */
export const weekendHours = (timeZone: string) => weekend.map((entry) => printed(entry, timeZone)).join(" · ");

/** The heading over the spec's hours table on the home page and in the footer. */
export const businessHoursTitle = `Business hours (${site.timeZone})`;
