// The control for `npm run budget`: Next's runtime and React with nothing of ours, measured on the same host
// in the same run, so the table shows how much of a route's score the framework itself caps on that host.
export const metadata = {
  title: "Framework alone",
  description: "A bare Next.js App Router page: the ceiling for every route of the site on the same host.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
