import { getClient } from "../client";
import { loadRootEnvFile } from "../env";
import { migrate } from "../migrate";

loadRootEnvFile();
const client = await getClient();
console.info(`Migrating (${client.driver})…`);
await migrate(client);
await client.close();
console.info("Migrations applied.");
