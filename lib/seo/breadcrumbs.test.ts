/** @jest-environment node */
import { breadcrumbJsonLd, crumbsFor } from "./breadcrumbs";

const titles = { "/": "Home page", "/services": "Services", "/services/design": "UI/UX Design", "/faq": "FAQ" };

describe("crumbsFor", () => {
  it("has no trail on the home page or outside the route table", () => {
    expect(crumbsFor("/", titles)).toBeNull();
    expect(crumbsFor("/blog/some-post", titles)).toBeNull();
  });

  it("goes from Home through each ancestor page to the page", () => {
    expect(crumbsFor("/services/design", titles)).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "UI/UX Design", path: "/services/design" },
    ]);
    expect(crumbsFor("/faq", titles)).toEqual([
      { name: "Home", path: "/" },
      { name: "FAQ", path: "/faq" },
    ]);
  });

  it("numbers the list items and makes their URLs absolute", () => {
    const data = breadcrumbJsonLd(crumbsFor("/services/design", titles)!, "https://www.example.in");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.in/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://www.example.in/services" },
      { "@type": "ListItem", position: 3, name: "UI/UX Design", item: "https://www.example.in/services/design" },
    ]);
  });
});
