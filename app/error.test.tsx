import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RootError from "./error";

describe("the root error page", () => {
  it("offers a retry, the way home and the way to /contact, and asks search engines not to index it", async () => {
    const reset = jest.fn();
    const { container } = render(<RootError error={new Error("boom")} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/something went wrong/i);
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: /contact/i })).toHaveAttribute("href", "/contact");
    expect(container.ownerDocument.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await userEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("does not show the error's message", () => {
    render(<RootError error={new Error("secret stack detail")} reset={() => undefined} />);
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
  });
});
