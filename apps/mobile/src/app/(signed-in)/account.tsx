import { titledRoute } from "../../components/titled-route";
import { AccountScreen } from "../../features/account/account-screen";

export default titledRoute("account.general.title", AccountScreen);
