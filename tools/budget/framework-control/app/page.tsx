export default function Page() {
  return (
    <main>
      <h1>Framework alone</h1>
      <p>React, react-dom and the App Router runtime, with no component, style or font of the site.</p>
    </main>
  );
}
