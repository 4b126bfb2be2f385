import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getStarted, mainNav } from "@/content/navigation";
import { MobileMenu } from "./mobile-menu";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

describe("MobileMenu", () => {
  beforeEach(() => {
    pathname = "/";
  });

  function menu() {
    return (
      <>
        <MobileMenu items={mainNav} cta={getStarted} contentId="content" />
        <main id="content" tabIndex={-1} />
      </>
    );
  }

  function setup() {
    const user = userEvent.setup();
    const { rerender } = render(menu());
    return { user, rerender, toggle: () => screen.getByRole("button", { name: /menu/i }) };
  }

  function stayOnPage(link: HTMLElement) {
    link.addEventListener("click", (event) => event.preventDefault());
    return link;
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

  it.each(["Industries", "Careers", "Home", "Get Started"])(
    "closes when %s is chosen and puts focus on the content",
    async (name) => {
      const { user, toggle } = setup();
      await user.click(toggle());
      await user.click(stayOnPage(screen.getByRole("link", { name })));
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByRole("main")).toHaveFocus();
    },
  );

  it("closes when the page changes some other way, such as the back button", async () => {
    const { user, rerender, toggle } = setup();
    await user.click(toggle());
    pathname = "/careers";
    rerender(menu());
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
