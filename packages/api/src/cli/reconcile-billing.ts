/** `pnpm billing:reconcile`: repairs local state after webhooks lost while the app was down. */
import { billingProvider, reconcileBilling } from "@teamkit/billing";
import { getClient, loadRootEnvFile, migrate } from "@teamkit/db";

loadRootEnvFile();
const client = await getClient();
if (client.driver === "pglite") await migrate(client);
const report = await reconcileBilling(client.db, billingProvider(client.db), { force: true });
await client.close();
console.info(JSON.stringify({ msg: "billing reconciled", ...report }));
process.exit(report.eventsFailed + report.subscriptionsFailed > 0 ? 1 : 0);
