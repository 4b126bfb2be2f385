import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GoBackButton } from "./go-back-button";

const back = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ back, push }) }));

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, "length", { configurable: true, value: length });
}

describe("GoBackButton", () => {
  beforeEach(() => jest.clearAllMocks());

  it("goes back when the tab has a previous page", async () => {
    setHistoryLength(3);
    render(<GoBackButton label="Go Back" />);
    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it("goes home when the page was opened directly in a new tab", async () => {
    setHistoryLength(1);
    render(<GoBackButton label="Go Back" />);
    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(push).toHaveBeenCalledWith("/");
    expect(back).not.toHaveBeenCalled();
  });
});
