export const careersPage = {
  hero: {
    eyebrow: "Careers",
    title: "Build products that matter, with people who care about craft",
    lead: "We hire developers, designers, data and cloud engineers in Indore, Dewas and Delhi. Send your resume once and we will match you to the right team.",
  },
  hrTitle: "Talk to our HR team",
  apply: { title: "Apply Now", lead: "PDF, DOC or DOCX resume up to 5 MB. Fields marked * are required." },
};
