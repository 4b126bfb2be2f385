import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HtmlForm } from "../html-form";
import { posts, respond } from "./fake-fetch";
import { renderEnhancedForm } from "./render-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

afterEach(() => jest.restoreAllMocks());

describe("the script taking over a server-rendered form", () => {
  it("keeps what was typed before it arrived and where the focus was, and sends those values", async () => {
    const { container } = render(<HtmlForm kind="home" />);
    const form = container.querySelector("form")!;
    const name = screen.getByLabelText(/^Name/);
    const message = screen.getByLabelText(/^Message/);
    // Typed while no script listened: the values are only in the controls, which is where the take-over must read them.
    (name as HTMLInputElement).value = "Riya Sharma";
    (screen.getByLabelText(/^Email/) as HTMLInputElement).value = "riya@example.in";
    (message as HTMLTextAreaElement).value = "We need a patient app.";
    act(() => message.focus());

    await waitFor(() => expect(form).toHaveAttribute("novalidate"));
    expect(name).toHaveValue("Riya Sharma");
    expect(message).toHaveValue("We need a patient app.");
    expect(message).toHaveFocus();

    respond(200, {});
    await userEvent.setup().click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(posts().length).toBeGreaterThan(0));
    const body = posts()[0]![1].body as FormData;
    expect([body.get("name"), body.get("email"), body.get("message")]).toEqual([
      "Riya Sharma",
      "riya@example.in",
      "We need a patient app.",
    ]);
  });

  it("attaches its submit listener once, however often it re-renders, and sends once per submit", async () => {
    const addListener = jest.spyOn(HTMLFormElement.prototype, "addEventListener");
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    // Each of these re-renders the form's script: the refused submit, every re-check as the name is typed, the send.
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), "Riya Sharma");
    await user.type(screen.getByLabelText(/^Email/), "riya@example.in");
    await user.type(screen.getByLabelText(/^Message/), "We need a patient app.");
    respond(200, {});
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully!");
    expect(addListener.mock.calls.filter(([type]) => type === "submit")).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });
});
