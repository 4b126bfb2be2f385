import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { validationMessages } from "@/content/validation-messages";
import { renderEnhancedForm } from "./render-form";
import { offline, posts, respond } from "./fake-fetch";

jest.mock("sonner", () => ({
  Toaster: () => null,
  toast: { loading: jest.fn(() => "toast-1"), success: jest.fn(), error: jest.fn() },
}));

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: mockPush }) }));

beforeEach(() => jest.clearAllMocks());

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), "Kabir Jain");
  await user.type(screen.getByLabelText(/^Email/), "kabir@example.in");
  await user.selectOptions(screen.getByLabelText(/^Service needed/), "ai");
  await user.type(screen.getByLabelText(/^Project details/), "Forecasting for 40 stores.");
}

/** Every field of the job application, as Arjun applies. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), "Arjun Mehta");
  await user.type(screen.getByLabelText(/^Email/), "arjun@example.in");
  await user.selectOptions(screen.getByLabelText(/^Position/), "DevOps Engineer");
  await user.selectOptions(screen.getByLabelText(/^Experience level/), "senior");
  await user.type(screen.getByLabelText(/^Key skills/), "Kubernetes, Terraform");
  await user.upload(screen.getByLabelText(/^Resume/), new File(["%PDF-1.7"], "arjun.pdf", { type: "application/pdf" }));
  await user.type(screen.getByLabelText(/^Cover letter/), "Five years running EKS.");
}

describe("ContactForm", () => {
  it("requires a service", async () => {
    global.fetch = jest.fn();
    const user = userEvent.setup();
    await renderEnhancedForm("contact");
    await user.type(screen.getByLabelText(/^Full name/), "Kabir");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please choose the service you need.")).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("shows the sending notice, then the success notice, and clears the form", async () => {
    respond(200, { ok: true });
    const user = userEvent.setup();
    await renderEnhancedForm("contact");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.loading).toHaveBeenCalledWith("Sending message...", {
      description: "Please wait while we submit your request.",
    });
    expect(toast.success).toHaveBeenCalledWith("Message Sent Successfully!", {
      id: "toast-1",
      description: "Our AI team will contact you soon.",
    });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("");
  });

  it("shows Error with the server's message and keeps the data", async () => {
    respond(400, { message: "Please check: email" });
    const user = userEvent.setup();
    await renderEnhancedForm("contact");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { id: "toast-1", description: "Please check: email" }),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("Kabir Jain");
  });

  it("shows the exception notice on a network failure", async () => {
    offline();
    const user = userEvent.setup();
    await renderEnhancedForm("contact");
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        id: "toast-1",
        description: "Something went wrong. Please try again later.",
      }),
    );
  });
});

describe("CareerForm", () => {
  it("says which files are accepted when another kind is chosen", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderEnhancedForm("career");
    await user.upload(screen.getByLabelText(/^Resume/), new File(["x"], "photo.png", { type: "image/png" }));
    expect(await screen.findByText("Please upload your resume as a .pdf, .doc or .docx file.")).toBeInTheDocument();
  });

  it("shows a resume the receiver refused at the resume field, focused, and keeps what was typed", async () => {
    const flagged = validationMessages.resumeFlagged;
    respond(422, { message: `Please check: resume (${flagged})`, problems: [{ field: "resume", message: flagged }] });
    const user = userEvent.setup();
    await renderEnhancedForm("career");
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const resume = screen.getByLabelText(/^Resume/);
    await waitFor(() => expect(resume).toHaveAttribute("aria-invalid", "true"));
    expect(resume).toHaveAccessibleDescription(expect.stringContaining(flagged));
    expect(resume).toHaveFocus();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("Arjun Mehta");
  });

  it("sends only the filled fields with the resume, then clears the form", async () => {
    respond(200, {});
    const user = userEvent.setup();
    await renderEnhancedForm("career");
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Application Submitted!", {
        id: "toast-1",
        description: "Our HR team will contact you soon.",
      }),
    );
    const [endpoint, { body }] = posts()[0]!;
    expect(endpoint).toBe("/api/careers");
    expect([...body.keys()].sort()).toEqual([
      "budget",
      "email",
      "form",
      "message",
      "name",
      "resume",
      "service",
      "skills",
      "subject",
    ]);
    expect(toast.loading).toHaveBeenCalledWith("Sending application...", {
      description: "Please wait while we process your request.",
    });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("");
  });

  it("keeps the resume for other openings only when the applicant ticks the box, and unticks it once sent", async () => {
    respond(200, {});
    const user = userEvent.setup();
    await renderEnhancedForm("career");
    const keep = screen.getByRole("checkbox", { name: /^Keep my resume for other openings for up to 24 months/ });
    expect(keep).not.toBeChecked();
    expect(keep).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Full name/), "Arjun Mehta");
    await user.type(screen.getByLabelText(/^Email/), "arjun@example.in");
    await user.selectOptions(screen.getByLabelText(/^Position/), "DevOps Engineer");
    await user.selectOptions(screen.getByLabelText(/^Experience level/), "senior");
    await user.type(screen.getByLabelText(/^Key skills/), "Kubernetes");
    await user.upload(screen.getByLabelText(/^Resume/), new File(["%PDF-1.7"], "a.pdf", { type: "application/pdf" }));
    await user.type(screen.getByLabelText(/^Cover letter/), "Five years running EKS.");
    // Keyboard operable: focus reaches the box and Space ticks it.
    keep.focus();
    await user.keyboard(" ");
    expect(keep).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, { body }] = posts()[0]!;
    expect(body.get("keepResume")).toBe("yes");
    expect(keep).not.toBeChecked();
  });
});

describe("the 18-or-older confirmation", () => {
  it("is required: its message is said at the box, nothing is sent, and ticking it clears the message", async () => {
    global.fetch = jest.fn();
    const user = userEvent.setup();
    await renderEnhancedForm("training");
    const adult = screen.getByRole("checkbox", { name: /^I confirm I am 18 or older \*/ });
    expect(adult).not.toBeChecked();
    expect(adult).toHaveAccessibleDescription(/Under 18\? Please ask a parent or guardian to contact us/);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Please confirm that you are 18 or older.")).toBeInTheDocument();
    expect(adult).toHaveAttribute("aria-invalid", "true");
    expect(adult).toHaveAccessibleDescription(/Please confirm that you are 18 or older\./);
    expect(posts()).toHaveLength(0);
    await user.click(adult);
    await waitFor(() => expect(screen.queryByText("Please confirm that you are 18 or older.")).not.toBeInTheDocument());
  });
});

describe("forms the spec left unsent", () => {
  it("services enquiry shows Enquiry Sent! once delivered", async () => {
    respond(200, {});
    const user = userEvent.setup();
    await renderEnhancedForm("services");
    await user.type(screen.getByLabelText(/^Name/), "Meera");
    await user.type(screen.getByLabelText(/^Email/), "meera@example.in");
    await user.selectOptions(screen.getByLabelText(/^Service \*/), "seo");
    await user.type(screen.getByLabelText(/^Message/), "Local SEO for 3 clinics.");
    await user.click(screen.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Enquiry Sent!", {
        id: undefined,
        description: "Our AI-powered team will get back to you soon.",
      }),
    );
    expect(posts()[0]![1].body.get("subject")).toBe("Services Page Enquiry");
  });

  it("FAQ question goes to /thank-you once delivered, and to nowhere when refused", async () => {
    respond(500, {});
    const user = userEvent.setup();
    await renderEnhancedForm("faq");
    await user.type(screen.getByLabelText(/^Name/), "Nisha Rao");
    await user.type(screen.getByLabelText(/^Email/), "nisha@example.in");
    await user.type(screen.getByLabelText(/^Your question/), "Do you sign SLAs for support?");
    await user.click(screen.getByRole("button", { name: "Send Question" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(mockPush).not.toHaveBeenCalled();
    respond(200, {});
    await user.click(screen.getByRole("button", { name: "Send Question" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/thank-you"));
    expect(posts()[0]![0]).toBe("/api/mail");
  });

  it("training keeps the data and says Error when delivery fails", async () => {
    respond(503, {});
    const user = userEvent.setup();
    await renderEnhancedForm("training");
    await user.type(screen.getByLabelText(/^Full name/), "Ishaan");
    await user.type(screen.getByLabelText(/^Email/), "ishaan@example.in");
    await user.type(screen.getByLabelText(/^Phone/), "9876543210");
    await user.selectOptions(screen.getByLabelText(/^Program \*/), "ai");
    await user.selectOptions(screen.getByLabelText(/^Programming experience/), "beginner");
    await user.type(screen.getByLabelText(/^Why do you want/), "To move into ML.");
    await user.click(screen.getByLabelText(/^I confirm I am 18 or older/));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        id: undefined,
        description: "Failed to submit application. Please try again.",
      }),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("Ishaan");
  });
});
