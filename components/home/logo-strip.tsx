import Image from "next/image";
import { each } from "@/components/ui/each";
import type { ClientLogo } from "@/content/clients";
import { publicAsset } from "@/lib/public-asset";

/** Client logos, loaded lazily. Each file is in the repo, so a missing one fails the build, not the page. */
export function LogoStrip({ logos }: { logos: readonly ClientLogo[] }) {
  return (
    <ul className="mt-14 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
      {each(logos, (client) => (
        <li>
          <Image
            src={publicAsset(client.logo)}
            alt={client.name}
            width={client.width}
            height={40}
            loading="lazy"
            className="logo-mark"
          />
        </li>
      ))}
    </ul>
  );
}
