import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderEnhancedForm } from "./render-form";
import { offline, pendingResponse, posts, respond } from "./fake-fetch";

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Riya Sharma");
  await user.type(screen.getByLabelText(/^Email/), "riya@example.in");
  await user.type(screen.getByLabelText(/^Message/), "We need a patient app.");
}

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("the home contact form, once its script has taken over", () => {
  it("shows a message at each missing field, focuses the first and sends nothing", async () => {
    global.fetch = jest.fn();
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter your name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByText(/^Please correct/)).toHaveTextContent("Please correct the 3 highlighted fields below.");
    expect(posts()).toHaveLength(0);
  });

  it("strips non-digits from the phone as it is typed", async () => {
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await user.type(screen.getByLabelText(/^Phone/), "+91 (98) 765-43");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("919876543");
  });

  it("shows the default success text and clears the form when the server sends no message", async () => {
    respond(200, { ok: true });
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Service of interest/), "ai");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully!");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
    const body = posts()[0]![1].body as FormData;
    expect(body.get("subject")).toBe("Home Page Contact Form");
    expect(body.get("service")).toBe("ai");
  });

  it("shows the server's message on success", async () => {
    respond(200, { message: "Thanks, Riya!" });
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks, Riya!");
  });

  it.each([
    [{ message: "Mail server busy" }, "Mail server busy"],
    [{}, "Failed to send message. Please try again."],
  ])("keeps what was typed when the server refuses (%o)", async (body, text) => {
    respond(500, body);
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Riya Sharma");
  });

  it("says something went wrong on a network failure and keeps the data", async () => {
    offline();
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Something went wrong.");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("We need a patient app.");
  });

  it("disables the button and says so while sending", async () => {
    const finish = pendingResponse();
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
  });

  it("resends with the same idempotency key after a lost answer, and sends the next message, with a new key, after a success", async () => {
    offline();
    const user = userEvent.setup();
    await renderEnhancedForm("home");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Something went wrong.");
    const first = posts()[0]![1].headers["idempotency-key"];
    respond(200, {});
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully!");
    expect(posts()[0]![1].headers["idempotency-key"]).toBe(first);
    respond(200, {});
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(posts().length).toBeGreaterThan(0));
    expect(posts()[0]![1].headers["idempotency-key"]).not.toBe(first);
  });
});
