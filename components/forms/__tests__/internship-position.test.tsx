import { render, screen, waitFor } from "@testing-library/react";
import { selectInternshipPosition } from "../internship-position";
import { InternshipForm } from "../internship-form";

jest.mock("../notice-toaster", () => ({ NoticeToaster: () => null }));

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

describe("Apply for Position", () => {
  it("picks the position in a form that is already there", async () => {
    render(<InternshipForm />);
    selectInternshipPosition("devops", "apply");
    expect(screen.getByLabelText(/^Position/)).toHaveValue("devops");
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toHaveFocus());
  });

  it("scrolls to the application and hands the choice to the form once it has loaded", async () => {
    const section = document.createElement("section");
    section.id = "apply";
    document.body.append(section);
    selectInternshipPosition("ai", "apply");
    expect(section.scrollIntoView).toHaveBeenCalled();
    render(<InternshipForm />);
    expect(screen.getByLabelText(/^Position/)).toHaveValue("ai");
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toHaveFocus());
    section.remove();
  });
});
