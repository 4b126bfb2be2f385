import { render } from "@testing-library/react";
import { isValidElement, type ReactElement } from "react";
import { each } from "./each";

describe("each", () => {
  afterEach(() => jest.restoreAllMocks());

  it("renders every item in order, without keys and without React's warning for them", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const list = each(["Mon-Fri", "Sat", "Sun"], (day, index) => <li>{`${index + 1}. ${day}`}</li>);
    const { container } = render(<ul>{list}</ul>);
    expect([...container.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "1. Mon-Fri",
      "2. Sat",
      "3. Sun",
    ]);
    const items = (list as ReactElement<{ children: unknown[] }>).props.children;
    expect(items.every((item) => isValidElement(item) && item.key === null)).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });
});
