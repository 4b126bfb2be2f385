import { act, fireEvent, render, screen } from "@testing-library/react";
import { DeferredHeroParallax } from "./deferred-hero-parallax";

jest.mock("./hero-parallax", () => ({ __esModule: true, default: () => <div data-testid="parallax" /> }));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("DeferredHeroParallax", () => {
  it("keeps the painted glow until the visitor scrolls, then loads the moving layer", async () => {
    preferReducedMotion(false);
    render(<DeferredHeroParallax />);
    await act(async () => {});
    expect(screen.queryByTestId("parallax")).not.toBeInTheDocument();
    fireEvent.scroll(window);
    expect(await screen.findByTestId("parallax")).toBeInTheDocument();
  });

  it("never loads it for visitors who ask for reduced motion", async () => {
    preferReducedMotion(true);
    render(<DeferredHeroParallax />);
    fireEvent.scroll(window);
    await act(async () => {});
    expect(screen.queryByTestId("parallax")).not.toBeInTheDocument();
  });
});
