import { fireEvent, render } from "@testing-library/react";
import { DEFAULT_AVATAR } from "@/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";

describe("image fallbacks", () => {
  it("an avatar that fails to load shows the default avatar", () => {
    const { container } = render(<TestimonialCarousel />);
    const avatar = container.querySelector("figcaption img")!;
    fireEvent.error(avatar);
    expect(avatar.getAttribute("src")).toBe(DEFAULT_AVATAR);
  });
});
