import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplyForPosition } from "@/components/company/apply-for-position";
import { HtmlForm } from "../html-form";
import { respond } from "./fake-fetch";
import { renderEnhancedForm } from "./render-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

describe("Apply for Position", () => {
  it("picks the position in the form that is in the page, brings it into view and focuses the field, before any script of the form's", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ApplyForPosition position="devops" title="Cloud & DevOps Intern" selectId="intern-position" />
        <HtmlForm kind="internship" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: /Apply for Position/ }));
    expect(screen.getByLabelText(/^Position/)).toHaveValue("devops");
    expect(screen.getByLabelText(/^Position/)).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("hands the choice to the form's script once it has taken over, so a corrected choice clears its error", async () => {
    const user = userEvent.setup();
    render(<ApplyForPosition position="ai" title="AI/ML Research Intern" selectId="intern-position" />);
    await renderEnhancedForm("internship");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Please choose a position.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Apply for Position/ }));
    expect(screen.getByLabelText(/^Position/)).toHaveValue("ai");
    await waitFor(() => expect(screen.queryByText("Please choose a position.")).not.toBeInTheDocument());
  });
});

describe("fixed notices", () => {
  it("are not replaced by a receiver's own message", async () => {
    const { toast } = jest.requireActual<typeof import("sonner")>("sonner");
    const success = jest.spyOn(toast, "success");
    respond(200, { message: "Stored as #4411 by the receiver." });
    const user = userEvent.setup();
    await renderEnhancedForm("internship");
    await user.type(screen.getByLabelText(/^Full name/), "Neha Patel");
    await user.type(screen.getByLabelText(/^Email/), "neha@example.in");
    await user.type(screen.getByLabelText(/^Phone/), "9876543210");
    await user.selectOptions(screen.getByLabelText(/^Position/), "frontend");
    await user.type(screen.getByLabelText(/^University/), "IET DAVV, Indore");
    await user.type(screen.getByLabelText(/^Graduation/), "06/2027");
    await user.selectOptions(screen.getByLabelText(/^Experience level/), "beginner");
    await user.selectOptions(screen.getByLabelText(/^Availability/), "30");
    await user.type(screen.getByLabelText(/^Tell us about yourself/), "I build React side projects.");
    await user.click(screen.getByLabelText(/^I confirm I am 18 or older/));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Application Submitted!", {
        id: undefined,
        description: "Our HR team will review your application and contact you within 3-5 business days.",
      }),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("");
  });
});
