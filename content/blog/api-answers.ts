/** The `message` of the preview endpoint's answers: an editor who clicked Preview in WordPress reads it. */
export const previewAnswers = {
  off: "Preview is not configured.",
  badLink: "This preview link is invalid or has expired. Click Preview in WordPress again.",
  wordpressDown: "WordPress did not answer. Try the preview again.",
  noPost: "No post has this id.",
};

/** The `message` of the webhook's answers, and its body check's, as WordPress's delivery log shows them. */
export const revalidateAnswers = {
  off: "Revalidation is not configured.",
  badSecret: "Invalid secret.",
  tooLarge: "Body too large.",
  notJson: "Body must be JSON.",
  badBody: "Invalid body.",
  badSlug: "Invalid slug",
};
