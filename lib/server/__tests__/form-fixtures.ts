/** Valid posts of the contact and job application forms, as the receivers' tests send them. */
export const contact = {
  form: "contact",
  name: "Riya Sharma",
  email: "riya@example.in",
  service: "web",
  message: "We need a B2B portal.",
};

export const career = {
  form: "career",
  name: "Arjun Mehta",
  email: "arjun@example.in",
  service: "Software Developer",
  budget: "mid-level",
  skills: "React, Node.js",
  message: "I have built three SaaS products.",
};
