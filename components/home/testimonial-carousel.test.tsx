import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { testimonials } from "@/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";

const shown = () => screen.getByRole("figure");

describe("TestimonialCarousel", () => {
  it("starts on the first testimonial", () => {
    render(<TestimonialCarousel />);
    expect(shown()).toHaveTextContent(testimonials[0].name);
    expect(shown()).toHaveAccessibleName("1 of 6");
  });

  it("wraps from the last to the first with Next and from the first to the last with Previous", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel />);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(shown()).toHaveTextContent(testimonials[5].name);
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shown()).toHaveTextContent(testimonials[0].name);
  });

  it("jumps to an item from its dot", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel />);
    await user.click(screen.getByRole("button", { name: /Show testimonial 4/ }));
    expect(shown()).toHaveTextContent(testimonials[3].name);
    expect(screen.getByRole("button", { name: /Show testimonial 4/ })).toHaveAttribute("aria-current", "true");
  });

  it("moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel />);
    screen.getByRole("button", { name: "Next testimonial" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(shown()).toHaveTextContent(testimonials[2].name);
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toHaveTextContent(testimonials[1].name);
  });
});
