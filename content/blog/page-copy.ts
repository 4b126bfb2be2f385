/** The words around the posts: hero, states and calls to action on /blog and /blog/{slug}. */
export const blogPageCopy = {
  eyebrow: "Insights",
  title: "Notes from the engineering floor",
  lead: "Practical articles on web and mobile development, AI, design and running software projects, written by the people who build them in Indore, Dewas and Delhi.",
  back: "Back to Blog",
  relatedTitle: "Related articles",
  ctaTitle: "Have a project like this in mind?",
  ctaLead: "Tell us what you are building; an engineer replies within 24 hours.",
  ctaLabel: "Start a Conversation",
  notFound: "Post not found.",
  notFoundLead: "It may have been moved or unpublished. The latest articles are on the blog.",
  errorPrefix: "Error: ",
  postError: "Failed to fetch post",
  retry: "Try again",
};
