/** @jest-environment node */
import { businessHoursTitle, shortTime, weekdayHours, weekendHours } from "../hours";

// Expected lines are the spec's own words (site-spec.md §2 /careers and §9 business hours).
describe("hours as the contact cards print them", () => {
  it("shortens whole-hour times to a 12-hour clock", () => {
    expect(shortTime("9:00-18:00")).toBe("9AM-6PM");
    expect(shortTime("10:00-16:00")).toBe("10AM-4PM");
    expect(shortTime("Closed")).toBe("Closed");
  });

  it("prints the weekday line in the zone the page names", () => {
    expect(weekdayHours("IST")).toBe("Mon-Fri 9AM-6PM IST");
  });

  it("prints the weekend with Sunday closed", () => {
    expect(weekendHours("IST")).toBe("Sat 10AM-4PM IST · Sun closed");
  });

  it("names the offices' zone over the hours table", () => {
    expect(businessHoursTitle).toBe("Business hours (IST)");
  });
});
