/** The select lists of the forms, word for word from the spec (section 9). */
export type Option<V extends string = string> = { value: V; label: string };

export const homeServiceOptions = [
  { value: "mobile", label: "Mobile App Development" },
  { value: "web", label: "Web Application" },
  { value: "desktop", label: "Desktop Application" },
  { value: "seo", label: "SEO Optimization" },
  { value: "cms", label: "CMS Development" },
  { value: "ai", label: "AI Integration" },
  { value: "consultation", label: "Free Consultation" },
] as const satisfies readonly Option[];

export const servicesPageOptions = [
  { value: "mobile", label: "Mobile App Development" },
  { value: "web", label: "Web Application" },
  { value: "desktop", label: "Desktop Application" },
  { value: "seo", label: "SEO & Marketing" },
  { value: "cms", label: "CMS Development" },
  { value: "ai", label: "AI Integration" },
] as const satisfies readonly Option[];

export const contactServiceOptions = [
  { value: "mobile", label: "Mobile App Development" },
  { value: "web", label: "Web Application" },
  { value: "desktop", label: "Desktop Application" },
  { value: "seo", label: "SEO & Digital Marketing" },
  { value: "cms", label: "CMS Solutions" },
  { value: "ai", label: "AI & Machine Learning" },
  { value: "consulting", label: "Consulting Services" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

export const budgetOptions = [
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-25k", label: "$10,000 - $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k+", label: "$50,000+" },
] as const satisfies readonly Option[];

export const timelineOptions = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3months", label: "1-3 months" },
  { value: "3-6months", label: "3-6 months" },
  { value: "6+months", label: "6+ months" },
] as const satisfies readonly Option[];

export const careerPositions = [
  "Software Developer",
  "UI/UX Designer",
  "Project Manager",
  "Data Analyst",
  "DevOps Engineer",
  "Technical Writer",
  "Product Manager",
  "Cloud Solutions Architect",
  "Marketing Specialist",
  "Other",
] as const;
export const careerPositionOptions = careerPositions.map((label) => ({ value: label, label }));

export const careerExperienceOptions = [
  { value: "fresher", label: "Fresher" },
  { value: "internship", label: "Internship" },
  { value: "entry-level", label: "Entry Level (0-1 years)" },
  { value: "junior", label: "Junior (1-3 years)" },
  { value: "mid-level", label: "Mid Level (3-5 years)" },
  { value: "senior", label: "Senior (5-8 years)" },
  { value: "lead", label: "Lead (8-12 years)" },
  { value: "expert", label: "Expert (12+ years)" },
] as const satisfies readonly Option[];

export const trainingProgramOptions = [
  { value: "fullstack", label: "Full-Stack Web Development" },
  { value: "ai", label: "AI & Machine Learning" },
  { value: "mobile", label: "Mobile App Development" },
  { value: "cloud", label: "Cloud & DevOps" },
] as const satisfies readonly Option[];

export const experienceLevelOptions = [
  { value: "none", label: "None" },
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
] as const satisfies readonly Option[];

export const internshipPositionOptions = [
  { value: "frontend", label: "Frontend Development" },
  { value: "fullstack", label: "Full-Stack Development" },
  { value: "ai", label: "AI/ML Research" },
  { value: "devops", label: "Cloud & DevOps" },
] as const satisfies readonly Option[];

export type InternshipPosition = (typeof internshipPositionOptions)[number]["value"];

export const availabilityOptions = [
  { value: "20", label: "20 hours per week" },
  { value: "30", label: "30 hours per week" },
  { value: "40", label: "40 hours per week (full-time)" },
] as const satisfies readonly Option[];

/** The values of an option list, as the tuple z.enum needs. */
export function values<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}
