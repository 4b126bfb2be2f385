import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getStarted, mainNav } from "@/content/navigation";
import { MobileMenu } from "./mobile-menu";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

describe("MobileMenu", () => {
  function setup() {
    const user = userEvent.setup();
    render(<MobileMenu items={mainNav} cta={getStarted} />);
    return { user, toggle: () => screen.getByRole("button", { name: /menu/i }) };
  }

  it("toggles the panel with the menu button", async () => {
    const { user, toggle } = setup();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName("Close menu");
    const panel = screen.getByRole("navigation", { name: "Mobile" });
    expect(panel).toHaveClass("max-h-96", "overflow-y-auto");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("lists every navigation link and the Get Started button", async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    for (const item of mainNav) {
      expect(hrefs).toContain(item.href);
      for (const child of item.children ?? []) expect(hrefs).toContain(child.href);
    }
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  });

  it("closes when a link is chosen", async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    screen.getByRole("link", { name: "Industries" }).addEventListener("click", (event) => event.preventDefault());
    await user.click(screen.getByRole("link", { name: "Industries" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });
});
