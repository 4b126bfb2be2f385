/** The words around /internship's sections; roles, stats, benefits and requirements are in content/internships.ts. */
export const internshipPage = {
  hero: {
    eyebrow: "Paid internships",
    title: "Start your career on real client projects",
    lead: "Paid 3-6 month internships in frontend, full-stack, AI/ML and cloud, with a mentor and a route to a full-time offer.",
    // In-page anchors, not routes: the openings list and the form below.
    actions: {
      openings: { label: "View Openings", href: "#openings" },
      interview: { label: "Schedule Interview", href: "#apply" },
    },
  },
  openingsTitle: "Current openings",
  role: {
    openings: (count: number) => `${count} openings`,
    requirements: "Requirements",
    responsibilities: "Key responsibilities",
    mentorship: "Mentorship: ",
    apply: "Apply for Position",
  },
  benefitsTitle: "What you get",
  requirementsTitle: "General requirements",
  apply: { title: "Apply for an internship", lead: "Our HR team reviews every application within 3-5 business days." },
};
