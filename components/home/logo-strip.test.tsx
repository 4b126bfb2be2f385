import { existsSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { clientLogos } from "@/content/clients";
import { LogoStrip } from "./logo-strip";

describe("client logo strip", () => {
  it.each(clientLogos.map((client) => [client.logo]))(
    "%s, named in content/clients.ts, is a file under public/",
    (logo) => {
      expect(existsSync(path.join(process.cwd(), "public", logo))).toBe(true);
    },
  );

  it("shows every client's logo by name, loaded lazily", () => {
    render(<LogoStrip logos={clientLogos} />);
    for (const client of clientLogos)
      expect(screen.getByRole("img", { name: client.name })).toHaveAttribute("loading", "lazy");
  });

  it("refuses to render a logo whose file is missing, naming the path, so the build fails on it", () => {
    const reactReport = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(<LogoStrip logos={[{ name: "Gone Ltd", logo: "/images/logos/gone.svg", width: 120 }]} />),
    ).toThrow("public/images/logos/gone.svg");
    reactReport.mockRestore();
  });
});
