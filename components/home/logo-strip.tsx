"use client";

import Image from "next/image";
import { DEFAULT_LOGO, type ClientLogo } from "@/content/clients";
import { fallbackTo } from "./image-fallback";

/** Client logos, loaded lazily; a logo that fails to load is replaced by the default mark. */
export function LogoStrip({ logos }: { logos: readonly ClientLogo[] }) {
  return (
    <ul className="mt-14 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
      {logos.map((client) => (
        <li key={client.name}>
          <Image
            src={client.logo}
            alt={client.name}
            width={client.width}
            height={40}
            loading="lazy"
            className="logo-mark"
            onError={fallbackTo(DEFAULT_LOGO)}
          />
        </li>
      ))}
    </ul>
  );
}
