/** @jest-environment node */
import {
  careerSchema,
  contactSchema,
  faqQuestionSchema,
  homeContactSchema,
  internshipSchema,
  servicesEnquirySchema,
  trainingSchema,
} from "./schemas";
import { digitsOnly } from "./fields";

const internship = {
  name: "A",
  email: "a@b.in",
  phone: "9876543210",
  position: "devops",
  university: "DAVV",
  graduation: "Spring 2027",
  experience: "beginner",
  availability: "40",
  message: "M",
  adult: "yes",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))].sort();

describe("form schemas", () => {
  it("home: name, email and message required; company, phone and service optional", () => {
    expect(errorsOf(homeContactSchema.safeParse({}))).toEqual(["email", "message", "name"]);
    expect(homeContactSchema.safeParse({ name: "A", email: "a@b.in", message: "Hi", service: "" }).success).toBe(true);
    expect(
      errorsOf(homeContactSchema.safeParse({ name: "A", email: "a@b.in", message: "Hi", service: "blockchain" })),
    ).toEqual(["service"]);
  });

  it("contact: service required, budget and timeline optional but from the lists", () => {
    expect(errorsOf(contactSchema.safeParse({ name: "A", email: "a@b.in", message: "Hi" }))).toEqual(["service"]);
    const ok = { name: "A", email: "a@b.in", message: "Hi", service: "other", budget: "50k+", timeline: "6+months" };
    expect(contactSchema.safeParse(ok).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...ok, budget: "1m" }))).toEqual(["budget"]);
  });

  it("rejects malformed e-mail addresses", () => {
    for (const email of ["plainaddress", "a@", "@b.in", "a b@c.in"]) {
      expect(errorsOf(faqQuestionSchema.safeParse({ name: "A", email, question: "Q?" }))).toEqual(["email"]);
    }
  });

  it("services enquiry: name, email, service and message all required", () => {
    expect(errorsOf(servicesEnquirySchema.safeParse({}))).toEqual(["email", "message", "name", "service"]);
    expect(servicesEnquirySchema.safeParse({ name: "A", email: "a@b.in", service: "seo", message: "M" }).success).toBe(
      true,
    );
  });

  it("training: every field required", () => {
    expect(errorsOf(trainingSchema.safeParse({}))).toEqual([
      "adult",
      "email",
      "experience",
      "message",
      "name",
      "phone",
      "program",
    ]);
    expect(
      trainingSchema.safeParse({
        name: "A",
        email: "a@b.in",
        phone: "9876543210",
        program: "cloud",
        experience: "none",
        message: "M",
        adult: "yes",
      }).success,
    ).toBe(true);
  });

  it("training and internship: nothing is accepted without the 18-or-older confirmation, said at the box", () => {
    const training = {
      name: "A",
      email: "a@b.in",
      phone: "9876543210",
      program: "cloud",
      experience: "none",
      message: "M",
    };
    // Absent is what a post without the box sends; false is what react-hook-form reads from it unticked.
    for (const adult of [undefined, false, "no", ""]) {
      const result = trainingSchema.safeParse({ ...training, adult });
      expect(errorsOf(result)).toEqual(["adult"]);
      expect(result.error?.issues[0]?.message).toBe("Please confirm that you are 18 or older.");
    }
    expect(errorsOf(internshipSchema.safeParse({ ...internship, adult: undefined }))).toEqual(["adult"]);
    expect(trainingSchema.safeParse({ ...training, adult: "yes" }).data?.adult).toBe("yes");
  });

  it("internship: portfolio optional, graduation free text, empty selects refused", () => {
    const ok = internship;
    expect(internshipSchema.safeParse(ok).success).toBe(true);
    expect(internshipSchema.safeParse({ ...ok, portfolio: "https://github.com/a" }).success).toBe(true);
    expect(errorsOf(internshipSchema.safeParse({ ...ok, portfolio: "javascript:alert(1)" }))).toEqual(["portfolio"]);
    expect(errorsOf(internshipSchema.safeParse({ ...ok, position: "", availability: "" }))).toEqual([
      "availability",
      "position",
    ]);
  });

  it("career: resume required, .pdf/.doc/.docx only; phone and company optional", () => {
    const fields = { name: "A", email: "a@b.in", service: "Other", budget: "fresher", skills: "Go", message: "M" };
    expect(errorsOf(careerSchema.safeParse(fields))).toEqual(["resume"]);
    expect(careerSchema.safeParse({ ...fields, resume: new File(["%PDF"], "cv.PDF") }).success).toBe(true);
    const wrong = careerSchema.safeParse({ ...fields, resume: new File(["x"], "cv.png") });
    expect(wrong.error?.issues[0]?.message).toBe("Please upload your resume as a .pdf, .doc or .docx file.");
    expect(
      errorsOf(careerSchema.safeParse({ ...fields, resume: new File(["%PDF"], "cv.pdf"), budget: "ceo" })),
    ).toEqual(["budget"]);
  });

  it("career: keeping the resume for other openings is optional, kept as yes only when ticked", () => {
    const fields = { name: "A", email: "a@b.in", service: "Other", budget: "fresher", skills: "Go", message: "M" };
    const resume = new File(["%PDF"], "cv.pdf");
    // Unticked: left out of a post, false from react-hook-form; either way nothing is kept.
    expect(careerSchema.safeParse({ ...fields, resume }).data?.keepResume).toBeUndefined();
    expect(careerSchema.safeParse({ ...fields, resume, keepResume: false }).data?.keepResume).toBeUndefined();
    expect(careerSchema.safeParse({ ...fields, resume, keepResume: "yes" }).data?.keepResume).toBe("yes");
    expect(errorsOf(careerSchema.safeParse({ ...fields, resume, keepResume: "forever" }))).toEqual(["keepResume"]);
  });

  it("phone numbers keep digits only", () => {
    expect(digitsOnly("+91 (731) 498-2260")).toBe("917314982260");
    const withPhone = (phone: string) =>
      homeContactSchema.safeParse({ name: "A", email: "a@b.in", message: "M", phone });
    expect(withPhone("+91 (98) 765-43210").data?.phone).toBe("919876543210");
    expect(withPhone("98.765.43210").data?.phone).toBe("9876543210");
    expect(errorsOf(withPhone("98765 ext 4"))).toEqual(["phone"]);
    // The limit counts digits: 15 digits in 22 characters pass, 16 digits do not.
    expect(withPhone("+91 (98) 765-43210-123").success).toBe(true);
    expect(errorsOf(withPhone("+91 (98) 765-43210-1234"))).toEqual(["phone"]);
    expect(
      errorsOf(
        trainingSchema.safeParse({
          name: "A",
          email: "a@b.in",
          phone: "+91 731",
          program: "cloud",
          experience: "none",
          message: "M",
          adult: "yes",
        }),
      ),
    ).toEqual(["phone"]);
  });
});
