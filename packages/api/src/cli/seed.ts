/** `pnpm db:seed`: refuses to run when local services are off (production). */
import { hashPassword } from "@teamkit/auth";
import { getClient, loadRootEnvFile, localServicesEnabled, migrate } from "@teamkit/db";
import { seedDemoData } from "@teamkit/db/seed";

loadRootEnvFile();
if (!localServicesEnabled()) {
  console.error(
    "Refusing to seed demo users: local services are off (production). Set TEAMKIT_LOCAL_SERVICES=1 to seed on purpose.",
  );
  process.exit(1);
}
const client = await getClient();
if (client.driver === "pglite") await migrate(client);
const seeded = await seedDemoData(client.db, { hashPassword });
await client.close();
console.info(`Seeded (${client.driver}). Demo users, password "${seeded.password}":`);
for (const email of seeded.users) console.info(`  ${email}`);
console.info(`Team "${seeded.team.name}" (/t/${seeded.team.slug}) with ${seeded.members} members.`);
