import { act, fireEvent, render, screen } from "@testing-library/react";
import { deferredForm } from "../deferred-form";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

beforeEach(() => {
  observers.length = 0;
  global.IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
    observers.push({ callback, options });
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

function Sample() {
  return <form aria-label="Sample form" />;
}

describe("deferredForm", () => {
  it("holds the form's place and fetches nothing until the form nears the viewport", async () => {
    const load = jest.fn(() => Promise.resolve(Sample));
    const Deferred = deferredForm(load, "h-10");
    const { container } = render(<Deferred />);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(container.querySelector("[aria-hidden]")).toHaveClass("h-10");
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe("600px 0px");

    await act(async () => observers[0]!.callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
    expect(await screen.findByRole("form", { name: "Sample form" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads at the first key press, so keyboard users never tab past a missing form", async () => {
    const Deferred = deferredForm(() => Promise.resolve(Sample), "h-10");
    render(<Deferred />);
    fireEvent.keyDown(document, { key: "Tab" });
    expect(await screen.findByRole("form", { name: "Sample form" })).toBeInTheDocument();
  });
});
