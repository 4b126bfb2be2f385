import { fireEvent, render, screen } from "@testing-library/react";
import { DEFAULT_LOGO } from "@/content/clients";
import { DEFAULT_AVATAR, testimonials } from "@/content/testimonials";
import { LogoStrip } from "./logo-strip";
import { TestimonialCarousel } from "./testimonial-carousel";

describe("image fallbacks", () => {
  it("a client logo that fails to load shows the default logo, and is loaded lazily", () => {
    render(<LogoStrip logos={[{ name: "Gone Ltd", logo: "/images/logos/gone.svg", width: 120 }]} />);
    const logo = screen.getByRole("img", { name: "Gone Ltd" });
    expect(logo).toHaveAttribute("loading", "lazy");
    fireEvent.error(logo);
    expect(logo.getAttribute("src")).toBe(DEFAULT_LOGO);
  });

  it("a missing avatar shows the default avatar", () => {
    const { container } = render(<TestimonialCarousel items={[{ ...testimonials[0], image: "/images/avatars/missing.svg" }]} />);
    const avatar = container.querySelector("figcaption img")!;
    fireEvent.error(avatar);
    expect(avatar.getAttribute("src")).toBe(DEFAULT_AVATAR);
  });
});
