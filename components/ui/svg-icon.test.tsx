import { render } from "@testing-library/react";
import { Star } from "lucide-react";
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
});
