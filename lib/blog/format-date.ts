/** Posts are dated in the company's own time zone on server and browser alike, so hydration agrees. */
const formatter = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatPostDate(iso: string): string {
  return formatter.format(new Date(iso));
}
