import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mainNav } from "@/content/navigation";
import { DesktopNav } from "./desktop-nav";
import { DROPDOWN_CLOSE_DELAY_MS } from "./use-dropdown";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

const trigger = (name: string) => screen.getByRole("button", { name: `${name} menu` });
const hover = (element: Element, type: "pointerEnter" | "pointerLeave") =>
  fireEvent[type](element, { pointerType: "mouse" });

describe("DesktopNav", () => {
  afterEach(() => jest.useRealTimers());

  it("renders every top-level link with its target", () => {
    render(<DesktopNav items={mainNav} />);
    for (const item of mainNav) {
      expect(screen.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    }
  });

  it("opens on hover and closes 150 ms after the pointer leaves", () => {
    jest.useFakeTimers();
    render(<DesktopNav items={mainNav} />);
    const item = trigger("Services").closest("li")!;
    hover(item, "pointerEnter");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /Mobile Apps/ })).toBeVisible();

    hover(item, "pointerLeave");
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when the pointer comes back within the delay", () => {
    jest.useFakeTimers();
    render(<DesktopNav items={mainNav} />);
    const item = trigger("Portfolio").closest("li")!;
    hover(item, "pointerEnter");
    hover(item, "pointerLeave");
    act(() => jest.advanceTimersByTime(100));
    hover(item, "pointerEnter");
    act(() => jest.advanceTimersByTime(500));
    expect(trigger("Portfolio")).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps only one dropdown open at a time", () => {
    render(<DesktopNav items={mainNav} />);
    hover(trigger("Services").closest("li")!, "pointerEnter");
    hover(trigger("Company").closest("li")!, "pointerEnter");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Company")).toHaveAttribute("aria-expanded", "true");
  });

  it.each(["{Enter}", " ", "{ArrowDown}"])(
    "opens from the keyboard with %s and focuses the first item",
    async (key) => {
      const user = userEvent.setup();
      render(<DesktopNav items={mainNav} />);
      trigger("Company").focus();
      await user.keyboard(key);
      expect(trigger("Company")).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("link", { name: /About Us/ })).toHaveFocus();
    },
  );

  it("follows keys typed faster than a frame: three quick ArrowDowns from the trigger land on the third item", async () => {
    const user = userEvent.setup();
    render(<DesktopNav items={mainNav} />);
    trigger("Company").focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("link", { name: /Blog/ })).toHaveFocus();
  });

  it("moves with the arrow keys and closes on Escape, returning focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<DesktopNav items={mainNav} />);
    trigger("Services").focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: /Mobile Apps/ })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("link", { name: /Enterprise Solutions/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveFocus();
  });

  it("closes when focus leaves the dropdown", async () => {
    const user = userEvent.setup();
    render(<DesktopNav items={mainNav} />);
    trigger("Services").focus();
    await user.keyboard("{Enter}");
    trigger("Company").focus();
    fireEvent.blur(screen.getByRole("link", { name: /Web Development/ }), { relatedTarget: trigger("Company") });
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });
});
