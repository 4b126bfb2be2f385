import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RootError from "./error";

describe("the root error page", () => {
  it("offers a retry, the way home and the way to /contact, and asks search engines not to index it", async () => {
    const reset = jest.fn();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(<RootError error={new Error("boom")} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/something went wrong/i);
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: /contact/i })).toHaveAttribute("href", "/contact");
    expect(container.ownerDocument.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await userEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(reset).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it("does not show the error's message, and reports the error once by its digest alone", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const error = Object.assign(new Error("secret stack detail"), { digest: "2214703118" });
    render(<RootError error={error} reset={() => undefined} />);
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toEqual({
      level: "error",
      event: "page.render_failed",
      boundary: "root",
      digest: "2214703118",
    });
    errors.mockRestore();
  });
});
