// The control for `npm run budget`: Next's runtime and React with nothing of ours, measured on the same host
// in the same run, so the table shows how much of a route's score is the framework's floor on that host.
export const metadata = { title: "Framework alone", description: "A bare Next.js App Router page: the floor every route of the site sits on." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
