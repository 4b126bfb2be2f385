import { render } from "@testing-library/react";
import { isValidElement } from "react";
import { CheckCircle2, Star } from "lucide-react";
import { SvgIcon } from "./svg-icon";

describe("SvgIcon", () => {
  it("draws the lucide icon's own paths in a plain svg hidden from assistive tech", () => {
    const { container } = render(<SvgIcon icon={Star} className="size-4" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveClass("icon", "size-4");
    expect(container.querySelector("path")?.getAttribute("d")).toMatch(/^M11\.525 2\.295/);
  });

  it("leaves lucide's keys off its shapes, which the RSC payload would carry", () => {
    const shapes = SvgIcon({ icon: CheckCircle2 }).props.children as unknown[];
    expect(shapes).toHaveLength(2);
    expect(shapes.every((shape) => isValidElement(shape) && shape.key === null)).toBe(true);
  });
});
