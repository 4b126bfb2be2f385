import { site } from "./site";

const [, ...otherOffices] = site.offices;

/** The titles and notes of the four contact cards on /contact and /careers; their values are the facts in content/site.ts. */
export const contactCardsCopy = {
  email: { title: "Email", note: `Reply within ${site.responseTime}` },
  phone: { title: "Phone" },
  address: { title: "Address", note: `Also in ${otherOffices.map((office) => office.city).join(" and ")}` },
  hours: { title: "Hours" },
};
