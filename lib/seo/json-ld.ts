import type { BlogPosting, FAQPage, Organization, Service, WithContext } from "schema-dts";
import { formatOffice, site } from "@/content/site";
import { siteUrl } from "@/lib/metadata";

const absolute = (path: string) => new URL(path, siteUrl()).href;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.legalName,
    alternateName: site.name,
    url: absolute("/"),
    logo: absolute("/icon.svg"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    })),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.city} (${office.label})`,
      address: formatOffice(office),
    })),
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceJsonLd(service: { name: string; description: string; path: string }): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absolute(service.path),
    serviceType: service.name,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.legalName, url: absolute("/") },
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  excerpt: string;
  slug: string;
  date: string;
  modified: string;
  author: string;
  image: { src: string };
  tags: string[];
}): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url: absolute(`/blog/${post.slug}`),
    mainEntityOfPage: absolute(`/blog/${post.slug}`),
    datePublished: post.date,
    dateModified: post.modified,
    author: { "@type": "Person", name: post.author },
    image: absolute(post.image.src),
    keywords: post.tags.join(", "),
    publisher: {
      "@type": "Organization",
      name: site.legalName,
      logo: { "@type": "ImageObject", url: absolute("/icon.svg") },
    },
  };
}
