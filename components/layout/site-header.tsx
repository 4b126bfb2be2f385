import { getStarted, mainNav } from "@/content/navigation";
import { Container } from "@/components/ui/container";
import { LinkButton } from "@/components/ui/link-button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  return (
    <header className="top-bar">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav items={mainNav} />
        <div className="flex items-center gap-2">
          <LinkButton href={getStarted.href} size="sm">
            {getStarted.label}
          </LinkButton>
          <MobileMenu items={mainNav} cta={getStarted} contentId="main" />
        </div>
      </Container>
    </header>
  );
}
