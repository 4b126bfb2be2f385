import { fireEvent, render } from "@testing-library/react";
import { DEFAULT_AVATAR, testimonials } from "@/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";

describe("image fallbacks", () => {
  it("a missing avatar shows the default avatar", () => {
    const { container } = render(
      <TestimonialCarousel items={[{ ...testimonials[0], image: "/images/avatars/missing.svg" }]} />,
    );
    const avatar = container.querySelector("figcaption img")!;
    fireEvent.error(avatar);
    expect(avatar.getAttribute("src")).toBe(DEFAULT_AVATAR);
  });
});
