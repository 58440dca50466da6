export default function Home() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>
        One server-rendered page with a heading and a paragraph, built with the same Next.js and
        React versions as Teamkit. Every Teamkit figure in the benchmark report is also given as a
        ratio to this page.
      </p>
    </main>
  );
}
