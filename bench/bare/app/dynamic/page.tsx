import { cookies } from "next/headers";

const ROWS = Array.from({ length: 20 }, (_, i) => ({
  id: `row-${i + 1}`,
  title: `Row ${i + 1}`,
  status: ["todo", "in progress", "done"][i % 3],
}));

/** The signed-in pages' yardstick: dynamic (it reads the request's cookies), no database. */
export default async function Dynamic() {
  const cookieCount = (await cookies()).getAll().length;
  return (
    <main>
      <h1>Bare dynamic page</h1>
      <p>{cookieCount} cookies in this request.</p>
      <ul>
        {ROWS.map((row) => (
          <li key={row.id}>
            {row.title}: {row.status}
          </li>
        ))}
      </ul>
    </main>
  );
}
